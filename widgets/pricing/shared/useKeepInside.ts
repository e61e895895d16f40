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

/**
 * Moves a chart's hover box (nivo places it centred above the point, whatever the edge) so that it stays inside the
 * card, or the scroller, that clips it, and inside the window: near the right edge it slides left, near the top down.
 * Uses the CSS `translate` property, which the chart's own `transform` placement leaves alone.
 */
export function useKeepInside(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let frame = 0;
    let handle = 0;
    const place = () => {
      const [dx, dy] = (element.style.translate || '0px 0px').split(' ').map((v) => parseFloat(v) || 0);
      const rect = element.getBoundingClientRect();
      const left = rect.left - dx;
      const top = rect.top - dy;
      const clip = clippingAncestor(element)?.getBoundingClientRect();
      const minX = Math.max(clip?.left ?? 0, 0) + GAP;
      const maxX = Math.min(clip?.right ?? Infinity, window.innerWidth) - GAP;
      const minY = Math.max(clip?.top ?? 0, 0) + GAP;
      const maxY = Math.min(clip?.bottom ?? Infinity, window.innerHeight) - GAP;
      const x = shift(left, rect.width, minX, maxX);
      const y = shift(top, rect.height, minY, maxY);
      const next = `${Math.round(x)}px ${Math.round(y)}px`;
      if (element.style.translate !== next) element.style.translate = next;
      if (++frame < FRAMES) handle = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(handle);
  }, [ref, key]);
}
