/**
 * Paths of the pricing area (spec 2 §7). Plain strings: widgets import these at run time.
 * The pricing service (`/common/...`) is a separate host in production: its paths are relative to the pricing base
 * URL and every call carries the headers of `headers.ts`. The PricingMatrix calls are the product API's.
 */
export const PRICING_SERVICE_ENDPOINTS = {
  pricingTrend: '/common/api/pricingtrend',
  pricingRange: '/common/api/pricingrange',
  forwardCurve: '/common/api/forwardcurve',
  forwardRange: '/common/api/forwardrange',
  priceRanking: '/common/api/v2/priceranking',
  markets: '/common/api/markets',
  marketStates: '/common/api/markets/states',
  /** The ranking filter's state list (every state with prices). */
  pricingStates: '/common/api/pricing/states',
  utilities: '/common/api/utilities',
  /** GET `${loadZonesByState}/${stateIdentifier}`. */
  loadZonesByState: '/common/api/loadzones/bystate',
  rateClasses: '/common/api/rateclasses',
  billingMethods: '/common/api/BillingMethod',
  loadProfiles: '/common/api/loadprofile',
  /** Super admins only. */
  suppliers: '/common/pricing/suppliers/list',
  top5Best: '/common/pricing/top5/best',
  top5Worst: '/common/pricing/top5/worst',
  leaderboard: '/common/api/leaderboard',
} as const;

/** The five chart calls by chart kind (the kind names the charts, their query keys and their custom elements). */
export const CHART_ENDPOINTS = {
  pricingtrend: PRICING_SERVICE_ENDPOINTS.pricingTrend,
  pricingrange: PRICING_SERVICE_ENDPOINTS.pricingRange,
  forwardcurve: PRICING_SERVICE_ENDPOINTS.forwardCurve,
  forwardrange: PRICING_SERVICE_ENDPOINTS.forwardRange,
  priceranking: PRICING_SERVICE_ENDPOINTS.priceRanking,
} as const;

export type ChartKind = keyof typeof CHART_ENDPOINTS;

export const PRICING_MATRIX_ENDPOINTS = {
  /** GET, or POST with an empty body: the chart token the pricing service takes as its api key. */
  ecToken: '/api/PricingMatrix/GetECToken',
  /** The clients of the super admin's 'View as' selector. */
  clients: '/api/PricingMatrix/Clients',
} as const;
