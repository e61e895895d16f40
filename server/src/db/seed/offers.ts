import { Random } from './prng.js';
import { addDays, isoDate } from './dates.js';
import { OFFER_UTILITIES } from './offersUtilities.js';
import type { MarketData } from './generateMarket.js';
import type { TableRows } from './tableRows.js';

type Commodity = 'Electric' | 'Natural Gas';

/** Own stream of random numbers, so adding offers leaves every other seeded table exactly as it was. */
const OFFERS_SEED_OFFSET = 5005;

// Column indexes of MarketData.licenses rows.
const L_STATE = 1, L_COMPANY = 2, L_COMMODITY = 4, L_TYPE = 8, L_LATEST = 12;

const CLASSES = [['Residential', 70], ['Small Commercial', 30]] as const;
const RATE_TYPES = [['Fixed', 70], ['Variable', 20], ['Indexed', 10]] as const;
const TERMS = [[1, 10], [6, 10], [12, 35], [18, 10], [24, 20], [36, 15]] as const;

/** Markets whose utilities post no default rate: Texas (ERCOT has no price to compare), Georgia gas (the utility only delivers). */
const NO_DEFAULT_SERVICE = new Set(['TX/Electric', 'GA/Natural Gas']);
/** Markets whose shopping site lists residential offers only. */
const RESIDENTIAL_ONLY = new Set(['GA/Natural Gas', 'KY/Natural Gas', 'OR/Natural Gas', 'VA/Natural Gas', 'DE/Electric', 'ME/Electric', 'NH/Electric']);
/** Markets closed to small customers' choice: only the utilities' rates are posted. */
const UTILITY_ONLY = new Set(['CA/Electric', 'CA/Natural Gas', 'OR/Electric', 'VA/Electric']);

function price(random: Random, commodity: Commodity, rateType: string): number {
  // Electric $/kWh around 0.07–0.19; gas $/therm around 0.45–1.30.
  const base = commodity === 'Electric' ? 0.07 + random.float() * 0.12 : 0.45 + random.float() * 0.85;
  const premium = rateType === 'Variable' ? 1.08 : 1;
  return Math.round(base * premium * 1e6) / 1e6;
}

/**
 * Retail offers: each licensed supplier posts one or two offers in some utility territories of the states where
 * it holds a latest Supplier license, and every utility posts its default service rate per customer class.
 */
export function generateOffers(seed: number, market: Pick<MarketData, 'licenses'>, today: Date): TableRows {
  const random = new Random(seed + OFFERS_SEED_OFFSET);
  const rows: unknown[][] = [];

  const add = (
    state: string, commodity: Commodity, offeredBy: 'Supplier' | 'Utility', supplierId: string | null, utility: string,
    customerClass: string, rateType: string, term: number, etf: number, monthlyFee: number, renewable: number,
  ) => {
    const posted = addDays(today, -random.int(0, 90));
    const validUntil = offeredBy === 'Utility' ? addDays(posted, random.int(90, 180)) : random.chance(0.8) ? addDays(posted, random.int(30, 120)) : null;
    rows.push([
      state, commodity, offeredBy, supplierId, utility, customerClass, rateType, price(random, commodity, rateType),
      commodity === 'Electric' ? 'kWh' : 'therm', term, etf, monthlyFee, renewable, isoDate(posted), validUntil ? isoDate(validUntil) : null,
    ]);
  };

  const classesOf = (key: string) => (RESIDENTIAL_ONLY.has(key) ? CLASSES.slice(0, 1) : CLASSES);
  for (const [state, byCommodity] of Object.entries(OFFER_UTILITIES)) {
    for (const [commodity, utilities] of Object.entries(byCommodity) as [Commodity, string[]][]) {
      if (NO_DEFAULT_SERVICE.has(`${state}/${commodity}`)) continue;
      for (const utility of utilities) {
        for (const [customerClass] of classesOf(`${state}/${commodity}`)) {
          add(state, commodity, 'Utility', null, utility, customerClass, 'Variable', 0, 0, 0, random.int(0, 30));
        }
      }
    }
  }

  for (const license of market.licenses.rows) {
    if (license[L_TYPE] !== 'Supplier' || license[L_LATEST] !== true) continue;
    const state = String(license[L_STATE]);
    const commodity = license[L_COMMODITY] as Commodity;
    const utilities = OFFER_UTILITIES[state]?.[commodity];
    const marketKey = `${state}/${commodity}`;
    if (!utilities || UTILITY_ONLY.has(marketKey) || random.chance(0.35)) continue;
    for (const utility of random.sample(utilities, random.int(1, Math.min(2, utilities.length)))) {
      const rateType = random.weighted(RATE_TYPES);
      const term = rateType === 'Fixed' ? random.weighted(TERMS) : random.weighted([[0, 3], [1, 1]] as const);
      const etf = term >= 12 ? random.pick([0, 50, 100, 150, 10 * term]) : 0;
      add(
        state, commodity, 'Supplier', String(license[L_COMPANY]), utility, random.weighted(classesOf(marketKey)), rateType, term, etf,
        random.chance(0.7) ? 0 : random.pick([4.95, 5.95, 9.95]), random.weighted([[0, 40], [100, 25], [random.int(5, 95), 35]] as const),
      );
    }
  }

  return {
    table: 'retail_offers',
    // No explicit ids: the identity column numbers them, so no sequence needs moving afterwards.
    columns: [
      'state_code', 'commodity', 'offered_by', 'supplier_company_id', 'utility_name', 'customer_class', 'rate_type', 'price',
      'price_unit', 'term_months', 'early_termination_fee', 'monthly_fee', 'renewable_percent', 'posted_date', 'valid_until',
    ],
    rows,
  };
}
