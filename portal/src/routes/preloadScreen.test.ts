import { describe, expect, it, vi } from 'vitest';
import { screenCode } from './lazyScreen';
import { preloadScreen, routeFor } from './preloadScreen';
import { routes } from './routeTable';
import type { PortalRoute } from './types';

describe('preloading the screen of the URL being opened', () => {
  it('finds the route the router shows, static segments before parameters', () => {
    expect(routeFor(routes, '/')?.path).toBe('/');
    expect(routeFor(routes, '/companies/42')?.path).toBe('/companies/:companyId');
    expect(routeFor(routes, '/companies/companiesDataNew')?.path).toBe('/companies/companiesDataNew');
    expect(routeFor(routes, '/settings/users/7/overview')?.path).toBe('/settings/users/:userId/overview');
    expect(routeFor(routes, '/no/such/page')?.path).toBe('*');
  });

  it('every screen of the table can be preloaded', () => {
    for (const path of ['/', '/dashboard', '/companies', '/companies/1', '/licenses/browse', '/notifications', '/pricing', '/settings/users', '/Profile', '/public/first-to-worst']) {
      expect(routeFor(routes, path)?.preload, path).toBeTypeOf('function');
    }
  });

  it('calls the matched route\'s preload only, and swallows its failure', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const other = vi.fn(() => Promise.resolve());
    const table: PortalRoute[] = [
      { path: '/pricing', render: () => null, preload: screenCode(failing) },
      { path: '/ranking', render: () => null, preload: screenCode(other) },
      { path: '*', render: () => null },
    ];
    preloadScreen(table, '/pricing');
    preloadScreen(table, '/elsewhere');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
