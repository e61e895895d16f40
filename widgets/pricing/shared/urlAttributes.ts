import { urlKeysOf, type PricingUrlKey } from '../logic/urlFilters';
import type { FormVariant } from '../logic/types';

const DOCS: Record<PricingUrlKey, string> = {
  market: 'Market name, e.g. `ERCOT` (default ERCOT).',
  state: 'State identifier, e.g. `TX`.',
  utility: "Utility identifier (the Utility list's value).",
  loadZone: 'Load zone identifier (electricity only).',
  rateClass: 'Rate class name (outside Texas, with a utility).',
  loadProfile: 'Load profile value (Texas).',
  billingMethod: 'Billing method short name.',
  usageFrom: 'Usage From (kWh, 0–2,000,000).',
  usageTo: 'Usage To (kWh, 0–2,000,000).',
  usage: 'Usage (kWh, 0–2,000,000).',
  demand: 'Demand (kW, 0–100,000).',
  term: 'Term in months: `6`, `12`, `24`, `36` or `46` (the 48-month option).',
  effectiveFrom: 'Effective From, `yyyy-MM-dd` within the last year.',
  effectiveTo: 'Effective To, `yyyy-MM-dd` within the last year.',
  contractStartFrom: 'Contract start from, `yyyy-MM`.',
  contractStartTo: 'Contract start to, `yyyy-MM`.',
};

/**
 * The filter attributes of a pricing screen's element: the same names as the portal's URL, so an intranet page can
 * open the screen on given filters. A value the lists do not hold falls back to its default.
 */
export function urlAttributes(variant: FormVariant) {
  const keys = urlKeysOf(variant);
  return {
    props: { ...(Object.fromEntries(keys.map((key) => [key, 'string' as const])) as Record<PricingUrlKey, 'string'>), query: 'string' as const },
    attributeDocs: {
      query: 'All filters as one URL query, e.g. `market=PJM&state=PA&term=12` (a page can pass its own `location.search`); the single filter attributes win.',
      ...Object.fromEntries(keys.map((key) => [key, `Initial filter: ${DOCS[key]} Invalid values fall back to the default.`])),
      syncUrl: 'Write each applied filter set into the page URL through configure()\'s `navigate` (default on; without a `navigate` the URL is never touched).',
    },
  };
}
