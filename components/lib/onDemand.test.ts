import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand: loaded once, retried after a failure, readable once done', () => {
  it('runs the importer once however often it is asked, and gives the value synchronously afterwards', async () => {
    const importer = vi.fn(async () => ({ build: 'html' }));
    const output = onDemand(importer);
    expect(output.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([output.load(), output.load()]);
    expect(a).toBe(b);
    expect(output.loaded()).toBe(a);
    await output.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('tries again after a failure (a lost chunk may come back)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('listing');
    const listing = onDemand(importer);
    await expect(listing.load()).rejects.toThrow(TypeError);
    expect(listing.loaded()).toBeUndefined();
    await expect(listing.load()).resolves.toBe('listing');
    expect(listing.loaded()).toBe('listing');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
