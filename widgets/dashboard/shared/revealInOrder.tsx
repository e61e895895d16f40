import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Panels shown top to bottom as they settle (React's SuspenseList 'forwards', for panels that load their own data).
 * On a phone the dashboard is one column: My Licenses grows from its loading line to its cards (about 960 px for
 * four licenses), and every panel already drawn below it was pushed out of the window, the layout shift Lighthouse
 * measured (CLS 0.26). A panel here is laid out only once every panel before it has its data (or its error); a
 * panel that appears is not a shift. Every panel is mounted from the start, so all their requests still go out at
 * once; only their boxes wait. It orders the first load only.
 */
interface Slot {
  visible: boolean;
  report: (settled: boolean) => void;
}

const SlotContext = createContext<Slot | null>(null);

/** The dashboard's order: `slot(i)` wraps its i-th panel. */
export function useRevealInOrder(count: number) {
  const [settled, setSettled] = useState<readonly boolean[]>(() => Array.from({ length: count }, () => false));
  // Once laid out, a panel stays: a later reload (another 'View as' client) shows its loading line in place.
  // Laying a panel out mounts all of its content (a table of licenses, sixty market cards): a transition, which React
  // renders in slices between other work rather than in one task that blocks input.
  const report = useCallback((index: number, value: boolean) => {
    if (value) startTransition(() => setSettled((previous) => (previous[index] ? previous : previous.map((s, i) => s || i === index))));
  }, []);
  return useMemo(
    () => ({
      slot: (index: number): Slot => ({ visible: settled.slice(0, index).every(Boolean), report: (value) => report(index, value) }),
    }),
    [settled, report],
  );
}

export function RevealSlot({ slot, children }: { slot: Slot; children: ReactNode }) {
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** In a panel: whether to lay it out now (always, outside an ordered dashboard); reports when it has settled. */
export function useRevealed(settled: boolean): boolean {
  const slot = useContext(SlotContext);
  const report = slot?.report;
  useEffect(() => report?.(settled), [report, settled]);
  return slot?.visible ?? true;
}
