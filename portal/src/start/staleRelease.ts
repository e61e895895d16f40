/**
 * After a new release the screens' chunk files of the previous one are gone; a tab opened before it fails to load a
 * screen it had not shown yet. Reloading fetches the new index.html (served with no-cache) and so the new file names.
 * Once only: if the reload did not help (the network is down), the error shows instead of a reload loop.
 */
/** The browsers' words for a module script that could not be fetched (Chromium, Firefox, Safari) and Vite's for CSS. */
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);
}

const RELOADED_AT = 'insights.reloadedForNewRelease';
/** A second failure this soon after the reload means reloading does not help. */
const AGAIN_WITHIN_MS = 60_000;

export function reloadForNewRelease(
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last < AGAIN_WITHIN_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
