import { useMemo } from 'react';

/** Space kept between a popover and the window's edges (here, not in floating.ts, so that Home does not load Floating UI for it). */
export const VIEWPORT_MARGIN = 8;

/** Slides `element` back inside the window by the CSS `translate` property (which adds to its own `transform`). */
function keepInside(element: HTMLElement, flipBy: number) {
  element.style.translate = '';
  const rect = element.getBoundingClientRect();
  const right = document.documentElement.clientWidth - VIEWPORT_MARGIN;
  const dx =
    rect.left < VIEWPORT_MARGIN ? VIEWPORT_MARGIN - rect.left : rect.right > right ? Math.max(right - rect.right, VIEWPORT_MARGIN - rect.left) : 0;
  // No room above its point: below it instead.
  const dy = rect.top < VIEWPORT_MARGIN ? rect.height + flipBy : 0;
  if (dx !== 0 || dy !== 0) element.style.translate = `${Math.round(dx)}px ${Math.round(dy)}px`;
}

/** A ref callback that keeps its element inside the window while it is attached. */
function keepInWindowRef(active: boolean, flipBy: number): (element: HTMLElement | null) => void {
  let stop: (() => void) | undefined;
  return (element) => {
    stop?.();
    stop = undefined;
    if (!element || !active) return;
    const place = () => keepInside(element, flipBy);
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    // The box it is placed in (a map that a host's layout makes narrower or wider) changes size: measure again.
    const resized = typeof ResizeObserver === 'undefined' || !element.parentElement ? null : new ResizeObserver(place);
    if (element.parentElement) resized?.observe(element.parentElement);
    stop = () => {
      resized?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  };
}

/**
 * A few lines instead of Floating UI for a floating box on a screen's first download (the map's tooltip on Home, whose
 * weight is a goal): pass the result as the box's `ref`. Each time `key` changes (the box moved to another point) it
 * measures the box against the window and slides it back inside, or puts it `flipBy` px lower (below its point) when
 * there is no room above; it follows scrolls, resizes of the window and of the box's parent while the box is shown. (No cleanup is returned from the
 * ref: React 18, which the package supports, ignores it; a detach calls the ref with null.)
 */
export function useKeepInWindow(key: string | null, flipBy = 20): (element: HTMLElement | null) => void {
  // A new ref for each key: React detaches the old one and attaches the new one, which measures again.
  return useMemo(() => keepInWindowRef(key !== null, flipBy), [key, flipBy]);
}
