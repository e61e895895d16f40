import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewRelease } from './staleRelease';

afterEach(() => window.sessionStorage.clear());

describe('a screen whose code can not be loaded (a new release replaced the files)', () => {
  it('reloads the page once, and not again when the reload did not help', () => {
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadForNewRelease(window.sessionStorage, start, reload)).toBe(true);
    expect(reloadForNewRelease(window.sessionStorage, start + 5_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later release', () => {
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    reloadForNewRelease(window.sessionStorage, start, reload);
    expect(reloadForNewRelease(window.sessionStorage, start + 3_600_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('tells a chunk that could not be fetched from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/pricing-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/pricing-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
