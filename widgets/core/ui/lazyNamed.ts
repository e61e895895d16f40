import { lazy, type ComponentType } from 'react';

/** What lazyNamed adds to the component: start the download before the component first renders. */
export interface Preload<M> {
  preload(): Promise<M>;
}

/**
 * A named export of a module loaded the first time it renders (React.lazy wants a default export). For a screen's
 * parts that appear only on a click or a filter (a side panel, a menu, an extra button): their code stays out of the
 * download of a page that never shows them. Render it inside <Suspense>. A failed download reaches the widget's
 * error boundary, like any error while rendering.
 *
 * `preload()` starts the download early, when a screen can tell the part is about to show (e.g. a search whose rows
 * may carry it); a part whose code has arrived then renders in the same pass instead of suspending, so it does not
 * pop in a frame late (a dynamic import of a loaded module still settles in a later task). A failed preload is
 * tried again by the next call or render.
 */
export function lazyNamed<M, K extends keyof M>(importer: () => Promise<M>, name: K): M[K] & Preload<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const pick = (module: M) => ({ default: module[name] as ComponentType<unknown> });
  const component = lazy(() => {
    if (loaded) {
      // React's lazy reads a thenable that settles inside `then` at once, without suspending.
      const ready = pick(loaded);
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return load().then(pick);
  });
  return Object.assign(component, { preload: load }) as unknown as M[K] & Preload<M>;
}
