import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen area's code (one chunk and its imports): downloaded once, then known without waiting. */
export interface ScreenCode<M> {
  (): Promise<M>;
  /** The area's module once its download has finished; undefined before. */
  readonly loaded: M | undefined;
}

export function screenCode<M>(load: () => Promise<M>): ScreenCode<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | undefined;
  const code = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (offline, a release replaced the files) is tried again by the next caller.
        pending = null;
        throw error;
      },
    ));
  return Object.defineProperty(code, 'loaded', { get: () => loaded }) as ScreenCode<M>;
}

/** The component an area exports under a name, as React.lazy hands it out. */
type ScreenComponent<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * React.lazy for one component of an area. When the area's code has already arrived (preloadScreen started it with
 * the app), the component renders in the same pass instead of suspending: a suspended lazy shows its fallback even
 * when the code is one task away (a dynamic import of a loaded module still settles in a later task), and React then
 * holds the screen back for at least 300 ms after that fallback (its Suspense throttling). That was 300 ms of
 * spinner before every signed-in screen, and its data requests started only after it.
 */
export function lazyScreen<M, K extends keyof M>(code: ScreenCode<M>, name: K): LazyExoticComponent<ScreenComponent<M[K]>> {
  const pick = (module: M) => ({ default: module[name] as ScreenComponent<M[K]> });
  return lazy(() => {
    const module = code.loaded;
    if (module) {
      // React's lazy reads a thenable that settles inside `then` at once, without suspending.
      const ready = pick(module);
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return code().then(pick);
  });
}
