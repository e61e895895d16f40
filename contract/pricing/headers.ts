/** Headers every pricing-service call carries besides the bearer token (spec 2 §7). */
export const PRICING_HEADERS = {
  clientId: 'X-Client-Id',
  apiKey: 'X-Api-Key',
} as const;
