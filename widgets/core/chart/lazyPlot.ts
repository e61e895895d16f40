/**
 * A chart's drawing code (nivo and d3, the largest part of the pricing screens' JavaScript) loaded on first use, in a
 * chunk of its own: the screen, its filter form and the chart cards show without it, and a chart below the fold
 * fetches it only when scrolled near. `load` starts the download once (again after a failure); `get` is the loaded
 * module, or null until then.
 */
export interface LazyPlot<T> {
  load: () => Promise<T>;
  get: () => T | null;
}

export function lazyPlot<T>(importer: () => Promise<T>): LazyPlot<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    get: () => loaded,
  };
}
