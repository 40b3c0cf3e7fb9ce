import { afterEach, describe, expect, it, vi } from 'vitest';

const download = vi.hoisted(() => ({ downloadBlob: vi.fn(), dataUrlToBlob: vi.fn(() => new Blob(['png'])) }));
vi.mock('./download', () => download);

const { saveFile } = await import('./saveFile');

describe('saveFile: the download code loads on the click, not with the page', () => {
  afterEach(() => vi.clearAllMocks());

  it('saves a file, made with the download module when it needs it', async () => {
    const text = new Blob(['gagnant']);
    await saveFile(text, 'tirage.txt');
    expect(download.downloadBlob).toHaveBeenCalledWith(text, 'tirage.txt');
    await saveFile((module) => module.dataUrlToBlob('data:image/png;base64,AA=='), 'qrcode.png');
    expect(download.dataUrlToBlob).toHaveBeenCalledWith('data:image/png;base64,AA==');
    expect(download.downloadBlob).toHaveBeenLastCalledWith(expect.any(Blob), 'qrcode.png');
  });

  it('logs a failure instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    download.downloadBlob.mockImplementationOnce(() => {
      throw new Error('refusé');
    });
    await expect(saveFile(new Blob(['x']), 'x.txt')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Téléchargement impossible', expect.any(Error));
    error.mockRestore();
  });
});
