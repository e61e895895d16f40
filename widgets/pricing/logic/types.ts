/** Types of the pricing screens: the wire types of the data layer, the form of the contract and the cascade's state. */
import type { BillingMethod, LoadProfile, LoadZone, Market, RateClass, State, Utility } from '../../core/api/pricing';
import type { PricingForm } from '../../../contract/pricing/types';

export type {
  BillingMethod, ChartData, ChartEntry, ChartSupplier, LoadProfile, LoadZone, Market, PriceDeltas, RateClass, State, Utility,
} from '../../core/api/pricing';
export type { CommodityCode, FormVariant, MarketCommodity, NumberField, PricingForm } from '../../../contract/pricing/types';

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
  /** URL values still waiting for their lists (see restore.ts); absent or null when nothing is being restored. */
  pending?: Partial<Record<'market' | 'state' | 'utility' | 'loadZone' | 'rateClass' | 'loadProfile' | 'billingMethod', string>> | null;
  /** A restored URL is applied (and the charts drawn) once every value is checked. */
  applyWhenRestored?: boolean;
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
