import type { ChartKind } from './endpoints';
import type { CommodityCode, MarketCommodity } from './types';

/** The All value of every select. */
export const ALL = '';

export interface TermOption {
  label: string;
  value: string;
}

/** The 48-month option carries the value 46 (spec 2 §3, §9): the pricing service knows it so. */
export const TERM_OPTIONS: readonly TermOption[] = [
  { label: 'All', value: '' },
  { label: '6 Months', value: '6' },
  { label: '12 Months', value: '12' },
  { label: '24 Months', value: '24' },
  { label: '36 Months', value: '36' },
  { label: '48 Months', value: '46' },
];

/** The Terms values the pricing service knows (the 48-month term is 46). */
export const TERM_VALUES = [6, 12, 24, 36, 46] as const;
export type TermValue = (typeof TERM_VALUES)[number];

export const USAGE_MIN = 0;
export const USAGE_MAX = 2_000_000;
export const DEMAND_MIN = 0;
export const DEMAND_MAX = 100_000;

export const COMMODITY_ELECTRICITY: CommodityCode = 1;
export const COMMODITY_GAS: CommodityCode = 2;

export const MARKET_COMMODITY_CODE: Readonly<Record<MarketCommodity, CommodityCode>> = {
  Electricity: 1,
  NatGas: 2,
};

/** Body value of `commodity` in POST /common/api/utilities. */
export const UTILITIES_COMMODITY: Readonly<Record<CommodityCode, 'Electric' | 'NatGas'>> = {
  1: 'Electric',
  2: 'NatGas',
};

/** The pricing service's rateclasses call numbers the commodities the other way round: gas '1', electric '2'. */
export const RATECLASSES_COMMODITY: Readonly<Record<CommodityCode, '1' | '2'>> = {
  1: '2',
  2: '1',
};

export const DEFAULT_MARKET = 'ERCOT';

/**
 * The four suppliers always added to the price trend and forward curve requests (spec 2 §7).
 * The reference server seeds suppliers with exactly these identifiers.
 */
export const FIXED_SUPPLIER_IDS: readonly string[] = ['1001', '1002', '1003', '1004'];

/** Chart flag of POST /common/api/v2/priceranking. */
export const RANKING_FLAG = 'DeltaBest';

export const CHART_HEIGHT = 500;

/** Titles of the Pricing screen's four charts, in display order. */
export const PRICING_CHARTS: readonly { kind: Exclude<ChartKind, 'priceranking'>; title: string }[] = [
  { kind: 'pricingtrend', title: 'Price Trend Chart' },
  { kind: 'pricingrange', title: 'Price Trend Overview Chart' },
  { kind: 'forwardcurve', title: 'Forward Curve Chart' },
  { kind: 'forwardrange', title: 'Forward Curve Overview Chart' },
];

export const RANKING_CHART_TITLE = 'Best Pricing Ranks';
export const RANKING_Y_AXIS = 'Rank';

export const NO_CHART_DATA = 'No data available for the selected filters!';
export const NO_MARKETS = 'No markets available';

export const FILTER_SECTIONS = ['Market', 'Geography', 'Load Characteristics', 'Pricing Parameters'] as const;
export type FilterSection = (typeof FILTER_SECTIONS)[number];

/** Stored error texts and logged messages of spec 2 §8. */
export const CHART_FETCH_ERROR = 'Failed to fetch chart data';
export const TOKEN_FETCH_ERROR = 'Failed to fetch chart EC token';
export const chartFetchLog = (status: number | string): string => `Price trend fetch failed: ${status}`;
export const LIST_FETCH_ERRORS = {
  billingMethods: 'Failed to fetch billing methods',
  loadProfiles: 'Failed to fetch load profiles',
  markets: 'Failed to fetch markets',
  suppliers: 'Failed to fetch suppliers list',
  states: 'Failed to fetch states by market',
  utilities: 'Failed to fetch utilities',
  loadZones: 'Failed to fetch loadzones',
  rateClasses: 'Failed to fetch rateclasses',
} as const;
