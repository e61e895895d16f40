import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const reload = vi.fn();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});

afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
  window.sessionStorage.clear();
});

function failingScreen(message: string) {
  return lazy(() => Promise.reject(new TypeError(message)));
}

describe('a screen that can not be loaded', () => {
  it('shows a card with a reload action instead of emptying the page, and tries again on another page', async () => {
    const Broken = failingScreen("Cannot read properties of undefined (reading 'map')");
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/pricing">
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    rerender(
      <ScreenErrorBoundary resetKey="/companies">
        <p>companies</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('companies')).toBeTruthy();
  });

  it('reloads the page once when the code of a previous release is gone, then shows the card', async () => {
    const Gone = failingScreen('Failed to fetch dynamically imported module: http://localhost/assets/pricing-old.js');
    const view = (key: string) => (
      <ScreenErrorBoundary key={key} resetKey="/pricing">
        <Suspense fallback={<p>loading</p>}>
          <Gone />
        </Suspense>
      </ScreenErrorBoundary>
    );
    const { rerender } = render(view('first'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again (the network, not a release): no second reload.
    rerender(view('after reload'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
