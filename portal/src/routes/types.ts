import type { ReactNode } from 'react';
import type { IconName } from '../layout/icons';
import type { PortalFeatures } from '../config/runtimeConfig';
import type { RouteAccess, RouteRequirement } from './access';
import type { ScreenCode } from './lazyScreen';

/** What a route's `render` receives: the URL, already parsed. */
export interface RouteUrl {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

export interface NavEntry {
  label: string;
  icon: IconName;
  /** Shown only when this runtime feature flag is on (e.g. 'pricingMenu'). */
  feature?: keyof PortalFeatures;
}

/**
 * One line per screen. `render` maps URL parameters to a widget's props and does nothing else; the guard,
 * the layout and the sidebar are derived from the other fields.
 */
export interface PortalRoute {
  path: string;
  render: (url: RouteUrl) => ReactNode;
  /** Default 'insights' (signed in with access:INS). */
  access?: RouteAccess;
  /** Admin, super admin or module; a user lacking it sees 'Not enough Access!'. */
  requires?: RouteRequirement;
  /** 'shell' (default): top bar, sidebar, footer. 'bare': the page alone (sign-in callback, sign-out). */
  layout?: 'shell' | 'bare';
  /** Listed in the sidebar (in table order) when present and the user may open it. */
  nav?: NavEntry;
  /**
   * Downloads the screen's code ahead of time: at start for the URL being opened (preloadScreen), and when its
   * sidebar link is pointed at or focused. The route shows its screen once this code has arrived (RouteGate).
   */
  preload?: ScreenCode<unknown>;
}
