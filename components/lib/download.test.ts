import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseName, dataUrlToBlob, downloadBlob } from './download';

describe('downloadBlob', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden link named after the file, then revokes its URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:test/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadBlob(new Blob(['x'], { type: 'text/plain' }), 'qrcode-1.png');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('qrcode-1.png');
    expect(clicked[0]!.href).toBe('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('dataUrlToBlob', () => {
  it('decodes base64 and percent-encoded data URLs with their type', async () => {
    const png = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(png.type).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = dataUrlToBlob('data:image/svg+xml,%3Csvg%3E%C3%A9%3C%2Fsvg%3E');
    expect(svg.type).toBe('image/svg+xml');
    expect(await svg.text()).toBe('<svg>é</svg>');
  });

  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('https://example.com/a.png')).toThrow();
  });
});

describe('baseName', () => {
  it.each([
    ['photo.webp', 'photo'],
    ['photo.vacances.webp', 'photo.vacances'],
    ['sans-extension', 'sans-extension'],
    ['.cache', '.cache'],
  ])('%s → %s', (name, expected) => expect(baseName(name)).toBe(expected));
});
