import { useLayoutEffect, type RefObject } from 'react';

/** Space kept between a tooltip and the edge that would cut it. */
const GAP = 4;
/** Frames to follow the chart's tooltip wrapper while it settles (it may slide into place). */
const FRAMES = 12;

/** The nearest ancestor that clips its content (overflow other than visible), across shadow roots; else null. */
function clippingAncestor(element: Element): Element | null {
  let node: Element | null = element.parentElement ?? ((element.getRootNode() as ShadowRoot).host ?? null);
  while (node) {
    const style = getComputedStyle(node);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return node;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null);
  }
  return null;
}

const shift = (start: number, size: number, min: number, max: number) =>
  start + size > max ? Math.max(min - start, max - (start + size)) : start < min ? min - start : 0;

/** Distance between the point and the box nivo leaves when it places the box above the point. */
const NIVO_OFFSET = 14;

/**
 * Moves a chart's hover box (nivo places it centred above the point, whatever the edge) so that it stays inside the
 * chart's card (`[data-chart-bounds]`), anything that clips it (a scroller) and the window: near the right edge it
 * slides left; near the top it goes below the point instead. Uses the CSS `translate` property, which the chart's own
 * `transform` placement leaves alone, on the box's wrapper.
 */
export function useKeepInside(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const box = ref.current;
    // Moved: the chart's positioned wrapper around the box (nivo's), so that no part of the page extends past the
    // window where the box would have been (a phone would scroll sideways); else the box itself.
    const element = box?.parentElement ?? box;
    if (!element) return undefined;
    let frame = 0;
    let handle = 0;
    const place = () => {
      // The browser writes '12px 0px' back as '12px': a missing y is 0.
      const [dx = 0, dy = 0] = (element.style.translate || '').split(' ').map((v) => parseFloat(v) || 0);
      const rect = element.getBoundingClientRect();
      const left = rect.left - dx;
      const top = rect.top - dy;
      const bounds = [clippingAncestor(element), element.closest('[data-chart-bounds]')]
        .filter((b): b is Element => Boolean(b))
        .map((b) => b.getBoundingClientRect());
      const minX = Math.max(0, ...bounds.map((b) => b.left)) + GAP;
      const maxX = Math.min(window.innerWidth, ...bounds.map((b) => b.right)) - GAP;
      const minY = Math.max(0, ...bounds.map((b) => b.top)) + GAP;
      const maxY = Math.min(window.innerHeight, ...bounds.map((b) => b.bottom)) - GAP;
      const x = shift(left, rect.width, minX, maxX);
      // Too high: below the point, if there is room there; else as high as fits.
      const below = rect.height + 2 * NIVO_OFFSET;
      const y = top < minY && top + below + rect.height <= maxY ? below : shift(top, rect.height, minY, maxY);
      const next = `${Math.round(x)}px ${Math.round(y)}px`;
      if (element.style.translate !== next) element.style.translate = next;
      if (++frame < FRAMES) handle = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(handle);
  }, [ref, key]);
}
