/** Hands a Blob to the browser's download through a temporary link (works inside shadow roots too). */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/** Saves text (e.g. a CSV export) as a file. */
export function saveText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** File name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return `The download failed (HTTP ${response.status}).`;
}

/**
 * Fetches a signed file URL and hands the file to the browser's download, so preparing the file can show progress
 * and a failure reaches the user instead of a broken tab. The link carries its own signature: no token is sent.
 */
export async function downloadUrl(url: string, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis), fallbackName = 'download.csv'): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'omit' });
  } catch {
    throw new Error('The download failed: the server could not be reached.');
  }
  if (!response.ok) throw new Error(await failureMessage(response));
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
