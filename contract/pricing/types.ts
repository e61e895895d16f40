/** Form types of the Pricing and Ranking screens (spec 2 §2, §5); the wire types are in schemas.ts. */

/** A market's commodity as the pricing service names it (schemas.ts `market` is checked against it). */
export type MarketCommodity = 'Electricity' | 'NatGas';
/** 1 Electricity, 2 gas (spec 2 §9). */
export type CommodityCode = 1 | 2;

/**
 * What the filter form holds. Select values are the option's identifier (state, utility, load zone),
 * its name (rate class, billing method) or its value (load profile, term); '' is All.
 * Number inputs keep the raw text the user typed. Dates: null means "the whole window".
 */
export interface PricingForm {
  market: string | null;
  commodity: CommodityCode;
  state: string;
  utility: string;
  loadZone: string;
  rateClass: string;
  loadProfile: string;
  billingMethod: string;
  /** Pricing screen: usage range. */
  usageFrom: string;
  usageTo: string;
  /** Ranking screen: single usage. */
  usage: string;
  demand: string;
  term: string;
  /** yyyy-MM-dd */
  effectiveFrom: string | null;
  effectiveTo: string | null;
  /** yyyy-MM (month picker) */
  contractStartFrom: string | null;
  contractStartTo: string | null;
}

export type NumberField = 'usageFrom' | 'usageTo' | 'usage' | 'demand';

/** Pricing has a usage range and contract start; Ranking a single usage and no start date. */
export type FormVariant = 'pricing' | 'ranking';
