import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver, and the download of its code started ahead of the first validation (never throws). */
export type LazyResolver<R> = R & { preload: () => Promise<void> };

/**
 * A react-hook-form resolver whose code (zod, @hookform/resolvers and the form's schema, about 24 KB compressed)
 * downloads when the form first validates instead of with the screen: a screen that shows a form does not need its
 * rules until the user edits or submits it. `preload` starts the download earlier (a form calls it on its first focus);
 * its failure is left to the next validation, which tries the download again and reports it.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<Resolver<TFieldValues, TContext, TTransformed>> {
  type R = Resolver<TFieldValues, TContext, TTransformed>;
  let pending: Promise<R> | undefined;
  const rules = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver = (async (...args: Parameters<R>) => (await rules())(...args)) as LazyResolver<R>;
  resolver.preload = () => rules().then(() => undefined, () => undefined);
  return resolver;
}
