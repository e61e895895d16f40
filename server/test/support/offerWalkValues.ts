/**
 * Values the operation walks (openApiConformance, emptyQueryValues) give the offer reads: a market the seed imports
 * (Power to Choose) and a range of days, so each read answers 200 rather than "no such market".
 */
export const OFFER_WALK_VALUES: Record<string, string> = {
  ...Object.fromEntries(['/api/Offers', '/api/Offers/Changes', '/api/Offers/Ranks'].flatMap((path) => [
    [`${path} query:stateCode`, 'TX'], [`${path} query:utility`, 'ONCOR ELECTRIC DELIVERY COMPANY'],
  ])),
  '/api/Offers/Changes query:from': '2026-01-01',
  '/api/Offers/Changes query:to': '2026-12-31',
};
