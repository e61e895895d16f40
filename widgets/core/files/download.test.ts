import { describe, expect, it, vi } from 'vitest';
import { downloadUrl, fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('prefers filename*, then filename, then the fallback', () => {
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''Texas_Electric_licenses_2026-01-02.csv`, 'x')).toBe('Texas_Electric_licenses_2026-01-02.csv');
    expect(fileNameFrom('attachment; filename="plain name.csv"', 'x')).toBe('plain name.csv');
    expect(fileNameFrom('attachment; filename=bare.csv', 'x')).toBe('bare.csv');
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('downloadUrl', () => {
  it('fetches without credentials and saves the file under its server name', async () => {
    const fetchImpl = vi.fn(async () => new Response('A,B\r\n', {
      headers: { 'content-disposition': `attachment; filename="f.csv"; filename*=UTF-8''Ohio_Electric_licenses_2026-01-02.csv` },
    }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    expect(await downloadUrl('https://api.test/downloads/raw-data?token=t', fetchImpl)).toBe('Ohio_Electric_licenses_2026-01-02.csv');
    expect(fetchImpl).toHaveBeenCalledWith('https://api.test/downloads/raw-data?token=t', { credentials: 'omit' });
    expect(clicks).toEqual(['Ohio_Electric_licenses_2026-01-02.csv']);
    click.mockRestore();
  });

  it("throws the server's message when the link is refused", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ message: 'This download link has expired. Start the download again.' }, { status: 403 }));
    await expect(downloadUrl('https://api.test/f', fetchImpl)).rejects.toThrow('This download link has expired. Start the download again.');
  });

  it('reports an unreachable server', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadUrl('https://api.test/f', fetchImpl)).rejects.toThrow('The download failed: the server could not be reached.');
  });
});
