/**
 * The portal's URL for every screen. Widgets build links from this map (never from a router)
 * so a host can move screens by passing `routes` in its configuration.
 */
export const DEFAULT_ROUTES = {
  home: '/',
  companies: '/companies',
  company: '/companies/{companyId}',
  licensedCompanies: '/licenses/browse',
  licensesRawData: '/licenses/rawData',
  offersRawData: '/offers/rawData',
  offers: '/offers',
  notifications: '/notifications',
  activity: '/activity',
  pricing: '/pricing',
  ranking: '/ranking',
  settingsSubscriptions: '/settings/subscriptions',
  settingsPriceWatches: '/settings/subscriptions/prices',
  settingsGeneral: '/settings/general',
  settingsSuperAdmin: '/settings/superadmin',
  settingsIntegrations: '/settings/integrations',
  users: '/settings/users',
  userOverview: '/settings/users/{userId}/overview',
  profile: '/Profile',
  accessDenied: '/access-denied',
} as const;

export type RouteName = keyof typeof DEFAULT_ROUTES;
export type RouteMap = Record<RouteName, string>;

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills `{param}` placeholders and appends a query string. Query keys are wire names
 * (`StateCode`, `LicenseType`) and keep their order; empty values are left out.
 */
export function buildPath(
  template: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Missing route parameter '${key}' for ${template}`);
    return encodeURIComponent(String(params[key]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
