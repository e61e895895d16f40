import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const rules: Resolver<Values> = (values) =>
  values.name
    ? { values, errors: {} as Record<string, never> }
    : { values: {} as Record<string, never>, errors: { name: { type: 'required', message: 'Name is required.' } } };

describe('lazyResolver', () => {
  it('downloads the rules on the first validation only, then validates with them', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: '' }, undefined, options)).resolves.toMatchObject({ errors: { name: { message: 'Name is required.' } } });
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the same download the first validation then uses', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    await resolver.preload();
    await resolver({ name: 'Ada' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(rules);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('dynamically imported module');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
