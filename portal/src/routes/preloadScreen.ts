import { matchRoutes } from 'react-router';
import type { PortalRoute } from './types';

/** The route the router will show for `pathname` (same matching and ranking as <Routes>), if any. */
export function routeFor(table: PortalRoute[], pathname: string): PortalRoute | undefined {
  const matches = matchRoutes(table.map((route) => ({ path: route.path, id: route.path })), pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return table.find((route) => route.path === id);
}

/**
 * Starts downloading the code of the screen at `pathname` while the app is still reading the signed-in user, instead
 * of after. A failure is left to the screen itself, which shows it when it renders.
 */
export function preloadScreen(table: PortalRoute[], pathname: string): void {
  routeFor(table, pathname)?.preload?.().catch(() => undefined);
}
