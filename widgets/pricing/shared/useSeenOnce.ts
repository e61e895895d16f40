import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far outside the viewport a chart starts drawing, so it is there by the time it scrolls in. */
export const DRAW_AHEAD_PX = 200;

function nearViewport(el: Element, margin: number): boolean {
  const rect = el.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top < height + margin && rect.bottom > -margin;
}

/**
 * True once the element has been on (or within `margin` px of) the screen, and from then on. Charts below the fold
 * draw when scrolled into view, which keeps the main thread free while the page loads. Without an
 * IntersectionObserver (an old browser) it is true at once; an element already near the viewport when it mounts
 * (also in test DOMs, which have no layout and put everything at 0,0) is seen before the first paint.
 * `enabled` false: true at once, nothing observed.
 */
export function useSeenOnce(ref: RefObject<Element | null>, enabled = true, margin = DRAW_AHEAD_PX): boolean {
  const [seenOnce, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // Not enabled: "seen" from the start (nothing deferred).
  const seen = seenOnce || !enabled;
  useLayoutEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (nearViewport(el, margin)) {
      // Reading the layout is the external system here: a chart in view draws in the same frame, not one later.
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
