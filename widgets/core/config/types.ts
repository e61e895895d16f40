import type { Session } from '../../../contract/claims';
import type { RouteMap } from './routes';

/** Everything a host gives the widgets. React hosts pass it to InsightsProvider; pages with custom elements call configure(). */
export interface InsightsConfig {
  apiBaseUrl: string;
  pricingBaseUrl?: string;
  hubUrl?: string;
  /**
   * The current access token (or a promise of it; null when signed out). Called before every API request and every
   * (re)connection of the realtime hub, so it must answer the host's token of that moment — renewed when it expires
   * (access tokens live about ten minutes) — never a token captured once.
   */
  getAccessToken: () => string | null | Promise<string | null>;
  session?: Session | null;
  /** Client-side navigation of the host (e.g. react-router's navigate); receives an app path such as '/companies?StateCode=TX'; `replace` asks to replace the current history entry instead of adding one. */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
  /** Logo service URL template with a {domain} placeholder; default `${apiBaseUrl}/public/logos/{domain}.svg`. */
  logoUrl?: string;
  /** Prefix for links when embedded (e.g. 'https://insights.example.com'); '' inside the portal. */
  portalUrl?: string;
  routes?: Partial<RouteMap>;
  features?: Record<string, boolean>;
  /** Optional fetch for the API's requests: Storybook's fixtures answer through it; the portal's takes answers its start-up script requested early. */
  fetch?: typeof fetch;
}

/** The configuration after defaults are applied; what widgets read through useInsights(). */
export interface ResolvedInsightsConfig extends Omit<InsightsConfig, 'routes' | 'portalUrl' | 'features' | 'logoUrl'> {
  logoUrl: string;
  routes: RouteMap;
  portalUrl: string;
  features: Record<string, boolean>;
}
