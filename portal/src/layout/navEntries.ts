import type { Session } from '@insights/widgets';
import type { PortalFeatures } from '../config/runtimeConfig';
import { meetsRequirement } from '../routes/access';
import type { NavEntry, PortalRoute } from '../routes/types';

export interface SidebarItem extends NavEntry {
  path: string;
  /** The route's `preload`, when it has one. */
  preload?: () => Promise<unknown>;
}

/** Sidebar entries in table order: only routes with `nav`, whose feature flag is on and
 * whose requirement the user meets (a visitor who is not signed in sees only public entries). */
export function sidebarItems(table: PortalRoute[], session: Session | null, features: PortalFeatures): SidebarItem[] {
  return table
    .filter((route) => route.nav && (!route.nav.feature || features[route.nav.feature]))
    .filter((route) => (session ? meetsRequirement(session, route.requires) : route.access === 'public'))
    .map((route) => ({ ...route.nav!, path: route.path, ...(route.preload ? { preload: route.preload } : {}) }));
}
