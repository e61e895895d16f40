/**
 * Resolves in a later task of the main thread, so what follows does not lengthen the current one. Chromium's
 * `scheduler.yield()` continues ahead of other queued work; elsewhere a zero-delay timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
