/**
 * Wire and form types of the Pricing and Ranking screens (spec 2 §3).
 * Wire field names are exactly the spec's, with the product name "Insights" in place of {product};
 * the utility's `InsightsUtilityIdenitifier` typo is the spec's and is kept on purpose.
 * Identifiers travel as strings.
 */

export type MarketCommodity = 'Electricity' | 'NatGas';
/** 1 Electricity, 2 gas (spec 2 §9). */
export type CommodityCode = 1 | 2;

export interface Market {
  Market: string;
  Commodity: MarketCommodity;
}

/** One variant of the state list sends `Name` instead of `stateName`. */
export interface State {
  InsightsStateIdentifier: string;
  stateName?: string;
  Name?: string;
}

export interface Utility {
  utilityName: string;
  InsightsUtilityIdenitifier: string;
}

export interface LoadZone {
  InsightsIdentifier: string;
  name: string;
}

export interface RateClass {
  rateClassName: string;
}

export interface BillingMethod {
  shortName: string;
}

export interface LoadProfile {
  value: string;
  name: string;
}

/** Body of the four pricing chart calls and of v2/priceranking. Lists: [] means All; scalars: null means All/not set. */
export interface FilterPayload {
  Suppliers: string[];
  State: string | null;
  Terms: number[];
  RateClass: string | null;
  LoadProfile: string | null;
  LoadZone: string | null;
  BillingMethod: string | null;
  Utilities: string[];
  Usage: number | null;
  UsageFrom: number | null;
  UsageTo: number | null;
  Demand: number | null;
  ProductType: string | null;
  /** yyyy-MM-dd */
  ContractStartFrom: string | null;
  /** yyyy-MM-dd (last day of the chosen month) */
  ContractStartTo: string | null;
  /** yyyy-MM-dd */
  EffectiveFrom: string;
  /** yyyy-MM-dd */
  EffectiveTo: string;
  commodity: CommodityCode;
  InsightsClientIdentifier: string;
}

export interface RankingPayload extends FilterPayload {
  Flags: string[];
}

export interface PriceDeltas {
  CurrPrice: number;
  BestPrice: number;
  WorstPrice: number;
  NextBetterPrice: number | null;
  NextWorsePrice: number | null;
}

export interface ChartSupplier {
  Supplier: string;
  InsightsSupplierIdentifier: string;
  Rank: number;
  Deltas: PriceDeltas[];
}

/** Date is expected as MM/DD/YYYY so that its first 5 characters ("MM/DD") make the category. */
export interface ChartDataEntry {
  Date: string;
  Suppliers: ChartSupplier[];
}

export type ChartData = ChartDataEntry[];

/** '' is the All value of every select (and of the term list). */
export type AllValue = '';

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

/** Option lists; null means not loaded yet (and tells nextLoads to fetch it). */
export interface FilterOptions {
  markets: Market[] | null;
  states: State[] | null;
  utilities: Utility[] | null;
  loadZones: LoadZone[] | null;
  rateClasses: RateClass[] | null;
  loadProfiles: LoadProfile[] | null;
  billingMethods: BillingMethod[] | null;
}

export interface FiltersState {
  form: PricingForm;
  /** The filters last applied (clamped and floored); null before the first Apply. */
  applied: PricingForm | null;
  options: FilterOptions;
}

/** What a chip removes; 'effective' and 'contractStart' reset both ends of their range. */
export type FilterKey =
  | 'market'
  | 'state'
  | 'utility'
  | 'loadZone'
  | 'rateClass'
  | 'loadProfile'
  | 'billingMethod'
  | 'usageFrom'
  | 'usageTo'
  | 'usage'
  | 'demand'
  | 'term'
  | 'effective'
  | 'contractStart';
