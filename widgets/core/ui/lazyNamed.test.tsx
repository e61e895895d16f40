import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazyNamed';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

const module = { Part };

describe('lazyNamed', () => {
  it('suspends on the first render when nothing preloaded it, then shows the part', async () => {
    const Lazy = lazyNamed(() => Promise.resolve(module), 'Part');
    render(<Suspense fallback={<p>waiting</p>}><Lazy text="loaded" /></Suspense>);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('renders a preloaded part in the same pass, without its fallback', async () => {
    const Lazy = lazyNamed(() => Promise.resolve(module), 'Part');
    await act(() => Lazy.preload());
    render(<Suspense fallback={<p>waiting</p>}><Lazy text="at once" /></Suspense>);
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('at once')).toBeTruthy();
  });

  it('tries a failed download again on the next preload', async () => {
    let calls = 0;
    const Lazy = lazyNamed(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module)), 'Part');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(module);
    expect(calls).toBe(2);
  });
});
