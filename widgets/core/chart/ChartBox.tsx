import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The box a nivo chart fills, in place of nivo's Responsive* wrappers: it measures itself with a ResizeObserver and
 * draws `children` at that size in the background (a transition). nivo's wrapper (react-virtualized-auto-sizer)
 * measures in componentDidMount, forcing a layout, and its setState there renders the whole chart synchronously in
 * the same task as the reply that brought the data: one task of 200 ms and more on /ranking and /pricing with the CPU
 * 4× slower (Lighthouse's Total Blocking Time). Drawn in a transition, React builds the chart's elements in slices of
 * a few milliseconds, and the page answers input meanwhile. Until the first drawing the box is marked
 * `data-rendering`, as a table's background render is, so a screenshot waits for it (e2e/visual). Nothing is drawn
 * without a size (no ResizeObserver, a hidden box): test charts in a browser.
 */
export function ChartBox({ children }: { children: (size: ChartSize) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ChartSize | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      startTransition(() => setSize((old) => (old?.width === width && old.height === height ? old : { width, height })));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const drawable = size !== null && size.width > 0 && size.height > 0;
  return (
    <div ref={box} style={{ width: '100%', height: '100%' }} data-rendering={size === null ? '' : undefined}>
      {drawable && children(size)}
    </div>
  );
}
