import { useEffect, useState, type RefObject } from 'react';

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
 * IntersectionObserver (an old browser) it is true at once. Nothing here forces a layout while React commits: the
 * element's place is read in the next animation frame, just before the browser lays the page out anyway (also in test
 * DOMs, which have no layout and put everything at 0,0, so there it is seen), and the observer covers scrolling.
 * `enabled` false: true at once, nothing observed.
 */
export function useSeenOnce(ref: RefObject<Element | null>, enabled = true, margin = DRAW_AHEAD_PX): boolean {
  const [seenOnce, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // Not enabled: "seen" from the start (nothing deferred).
  const seen = seenOnce || !enabled;
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(el);
    // Reading the layout is the external system here; in a frame callback it costs no extra layout.
    const frame = requestAnimationFrame(() => {
      if (nearViewport(el, margin)) setSeen(true);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref, margin, seen]);
  return seen;
}
