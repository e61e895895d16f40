/**
 * Requests and replies of the pricing area (spec 2 §3, §7): the pricing service under /common and the product API's
 * PricingMatrix calls. Wire names are the spec's with the product name "Insights" in place of {product}; the
 * utility's `InsightsUtilityIdenitifier` typo is the spec's and kept on purpose. Identifiers travel as strings.
 */
import { z } from 'zod';
import type { Wire } from '../http';
import { DEMAND_MAX, TERM_VALUES, USAGE_MAX } from './constants';
import type { MarketCommodity } from './types';

const text = (max: number) => z.string().max(max);
/** A single-value filter: null (or absent) is All. */
const optionalText = text(100).nullable().optional();
const optionalAmount = (max: number) => z.number().min(0).max(max).nullable().optional();
/** yyyy-MM-dd (a longer ISO text is read by its date). */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Expected a yyyy-MM-dd date').nullable().optional();
const idList = z.array(text(40)).max(100).optional();
const clientIdentifier = z.string().min(1).max(64);

/** 1 Electricity, 2 gas (spec 2 §9). */
export const commodityCode = z.literal([1, 2]);

// Headers of every pricing-service call: security schemes of the API document (contract/http.ts SECURITY).

// ---- POST /common/api/pricingtrend, pricingrange, forwardcurve, forwardrange and v2/priceranking

/** The filter payload of spec 2 §3. Lists: [] is All; single values: null is All. Ranking adds Flags. */
export const chartRequest = z.object({
  Suppliers: idList,
  State: optionalText,
  Terms: z.array(z.literal(TERM_VALUES)).max(10).optional(),
  RateClass: optionalText,
  LoadProfile: optionalText,
  LoadZone: optionalText,
  BillingMethod: optionalText,
  Utilities: idList,
  Usage: optionalAmount(USAGE_MAX),
  UsageFrom: optionalAmount(USAGE_MAX),
  UsageTo: optionalAmount(USAGE_MAX),
  Demand: optionalAmount(DEMAND_MAX),
  ProductType: optionalText,
  ContractStartFrom: isoDay,
  ContractStartTo: isoDay,
  EffectiveFrom: isoDay,
  EffectiveTo: isoDay,
  commodity: commodityCode,
  InsightsClientIdentifier: clientIdentifier,
  Flags: z.array(text(40)).max(10).optional(),
});
export type ChartRequest = Wire<typeof chartRequest>;

export const priceDeltas = z.object({
  CurrPrice: z.number(),
  BestPrice: z.number(),
  WorstPrice: z.number(),
  NextBetterPrice: z.number().nullable(),
  NextWorsePrice: z.number().nullable(),
});
export type PriceDeltas = Wire<typeof priceDeltas>;

export const chartSupplier = z.object({
  Supplier: z.string(),
  InsightsSupplierIdentifier: z.string(),
  Rank: z.number().int(),
  Deltas: z.array(priceDeltas),
});

/** Date: MM/DD/YYYY for weekly points, MM/YY for forward months, so the first 5 characters make the category. */
export const chartEntry = z.object({ Date: z.string(), Suppliers: z.array(chartSupplier) });
export type ChartEntry = Wire<typeof chartEntry>;

export const chartReply = z.array(chartEntry);
export type ChartReply = Wire<typeof chartReply>;

// ---- Lists of the filter form

/** POST /common/api/markets: an optional commodity (1, 2, 'Electricity', 'NatGas' …); none lists every market. */
export const marketsRequest = z
  .object({ commodity: z.union([z.number().int(), z.string().max(40), z.null()]).optional() })
  .nullable();
export const market = z.object({ Market: z.string(), Commodity: z.enum(['Electricity', 'NatGas']) satisfies z.ZodType<MarketCommodity> });
export type Market = Wire<typeof market>;
export const marketsReply = z.object({ Markets: z.array(market) });

/** POST /common/api/markets/states */
export const marketStatesRequest = z.object({ marketName: z.string().min(1).max(100) });
export const marketState = z.object({ InsightsStateIdentifier: z.string(), stateName: z.string() });
export const marketStatesReply = z.object({ states: z.array(marketState) });

/** GET /common/api/pricing/states: the variant that sends `Name`. */
export const pricingState = z.object({ InsightsStateIdentifier: z.string(), Name: z.string() });
export const pricingStatesReply = z.array(pricingState);

/** POST /common/api/utilities */
export const utilitiesRequest = z.object({
  state: z.array(text(40)).max(60),
  commodity: z.enum(['Electric', 'NatGas']),
});
export type UtilitiesRequest = Wire<typeof utilitiesRequest>;
export const utility = z.object({ utilityName: z.string(), InsightsUtilityIdenitifier: z.string() });
export type Utility = Wire<typeof utility>;
export const utilitiesReply = z.array(utility);

/** GET /common/api/loadzones/bystate/{stateIdentifier} */
export const loadZonesParams = z.object({ stateIdentifier: z.string().min(1).max(40) });
export const loadZone = z.object({ InsightsIdentifier: z.string(), name: z.string() });
export type LoadZone = Wire<typeof loadZone>;
export const loadZonesReply = z.array(loadZone);

/**
 * POST /common/api/rateclasses: the service numbers commodities the other way round here, gas '1', electric '2'.
 * The numbers 1 and 2 are taken too (the service always has).
 */
export const rateClassesRequest = z.object({
  InsightsUtilityIdentifier: z.string().min(1).max(40),
  commodity: z.union([z.enum(['1', '2']), z.literal([1, 2])]),
});
export type RateClassesRequest = Wire<typeof rateClassesRequest>;
export const rateClass = z.object({ rateClassName: z.string() });
export type RateClass = Wire<typeof rateClass>;
export const rateClassesReply = z.array(rateClass);

/** GET /common/api/BillingMethod */
export const billingMethod = z.object({ shortName: z.string(), name: z.string() });
export type BillingMethod = Wire<typeof billingMethod>;
export const billingMethodsReply = z.array(billingMethod);

/** GET /common/api/loadprofile (Texas uses load profiles instead of rate classes) */
export const loadProfile = z.object({ value: z.string(), name: z.string() });
export type LoadProfile = Wire<typeof loadProfile>;
export const loadProfilesReply = z.array(loadProfile);

/** GET /common/pricing/suppliers/list (super admins) */
export const supplier = z.object({ SupplierIdentifier: z.string(), SupplierName: z.string(), Domain: z.string() });
export const suppliersReply = z.array(supplier);

// ---- Dashboard calls: POST /common/pricing/top5/best|worst and /common/api/leaderboard

/** Both dates are fixed to one day by the dashboard; the answer is as of the weekly point on or before it. */
export const dateWindowRequest = z.object({
  InsightsClientIdentifier: clientIdentifier,
  EffectiveFrom: isoDay,
  EffectiveTo: isoDay,
});
export type DateWindowRequest = Wire<typeof dateWindowRequest>;

/**
 * Where a ranking came from, beyond the spec (optional): a market ranked from imported offers (issue 60) names its
 * source ("Power to Choose") and its snapshot's date (yyyy-MM-dd); a modelled ranking has neither.
 */
export const rankingSource = {
  Source: z.string().optional(),
  AsOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
};

/** Per commodity, the five utilities where the client's own supplier ranks best (worst), with its distance to best. */
export const top5Group = z.object({
  Commodity: commodityCode,
  Rankings: z.array(z.object({
    State: z.string(),
    Utility: z.string(),
    TotalSuppliers: z.number().int(),
    ...rankingSource,
    SupplierRankings: z.array(z.object({
      Rank: z.number().int(),
      SupplierName: z.string(),
      BestDelta: z.number(),
      SupplierInsightsIdentifier: z.string(),
    })),
  })),
});
export type Top5Group = z.output<typeof top5Group>;
export const top5Reply = z.array(top5Group);

/** Per commodity, every utility's full supplier ranking on the date. */
export const leaderboardGroup = z.object({
  Commodity: commodityCode,
  Date: z.string(),
  Rankings: z.array(z.object({
    State: z.string(),
    Utility: z.string(),
    ...rankingSource,
    SupplierRank: z.array(z.object({
      Rank: z.number().int(),
      SupplierName: z.string(),
      Price: z.number(),
      SupplierInsightsIdentifier: z.string(),
    })),
  })),
});
export type LeaderboardGroup = z.output<typeof leaderboardGroup>;
export const leaderboardReply = z.array(leaderboardGroup);

// ---- Product API: /api/PricingMatrix/...

/** GET (or POST with an empty body) GetECToken: expiry is now plus expires_in seconds. */
export const ecTokenReply = z.object({ access_token: z.string(), expires_in: z.number().int() });
export type EcToken = Wire<typeof ecTokenReply>;

/** GET Clients: the super admin's 'View as' list. */
export const pricingClient = z.object({ clientID: z.string(), clientName: z.string() });
export type PricingClient = Wire<typeof pricingClient>;
export const pricingClientsReply = z.array(pricingClient);
