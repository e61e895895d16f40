import { lazy, type ComponentType } from 'react';

/**
 * A named export of a module loaded the first time it renders (React.lazy wants a default export). For a screen's
 * parts that appear only on a click or a filter (a side panel, a menu, an extra button): their code stays out of the
 * download of a page that never shows them. Render it inside <Suspense>. A failed download reaches the widget's
 * error boundary, like any error while rendering.
 */
export function lazyNamed<M, K extends keyof M>(importer: () => Promise<M>, name: K) {
  return lazy(() => importer().then((module) => ({ default: module[name] as ComponentType<unknown> }))) as unknown as M[K];
}
