import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, screenCode } from './lazyScreen';

const area = () => ({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> });

function show(node: React.ReactNode) {
  // A synchronous act flushes React's work but not a promise settling: what shows is what the first pass drew.
  act(() => {
    render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
  });
}

describe('a lazy screen', () => {
  it('renders in the first pass when its area has already arrived (no fallback in between)', async () => {
    const code = screenCode(() => Promise.resolve(area()));
    await code();
    const Hello = lazyScreen(code, 'Hello');
    show(<Hello name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the area downloads, then shows; the area is downloaded once for all its screens', async () => {
    const load = vi.fn(() => Promise.resolve(area()));
    const code = screenCode(load);
    const Hello = lazyScreen(code, 'Hello');
    const Again = lazyScreen(code, 'Hello');
    show(<Hello name="Ada" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(code.loaded).toBeDefined();
    show(<Again name="Bob" />);
    expect(screen.getByText('Hello Bob')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(area());
    const code = screenCode(load);
    await expect(code()).rejects.toThrow('dynamically imported module');
    expect(code.loaded).toBeUndefined();
    await expect(code()).resolves.toHaveProperty('Hello');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
