/**
 * Paths of the market-activity API area (issue 36: not in the specs). Plain strings: widgets import these at run
 * time. Any signed-in user with Insights access; aggregate counts, so nothing is premium.
 * - activity        GET ?from=YYYY-MM&to=YYYY-MM[&stateCode=TX][&commodity=Electric|Gas][&licenseType=Supplier]
 *                   → { months: [{ month, new, renewed, expired, active }] }, one entry per month from..to inclusive
 * - expiryOutlook   GET ?[stateCode][&commodity][&licenseType] → { within30, within60, within90 }
 */
export const ACTIVITY_ENDPOINTS = {
  activity: '/api/License/GetActivity',
  expiryOutlook: '/api/License/GetExpiryOutlook',
} as const;
