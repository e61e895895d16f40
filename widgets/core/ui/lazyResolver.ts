import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver, and the download of its code started ahead of the first validation. */
export type LazyResolver<R> = R & { preload: () => Promise<R> };

/**
 * A react-hook-form resolver whose code (zod, @hookform/resolvers and the form's schema, about 24 KB compressed)
 * downloads when the form first validates instead of with the screen: a screen that shows a form does not need its
 * rules until the user edits or submits it. `preload` starts the download earlier (a form calls it on its first focus).
 * A failed download is tried again by the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<Resolver<TFieldValues, TContext, TTransformed>> {
  type R = Resolver<TFieldValues, TContext, TTransformed>;
  let pending: Promise<R> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver = (async (...args: Parameters<R>) => (await preload())(...args)) as LazyResolver<R>;
  resolver.preload = preload;
  return resolver;
}
