import { describe, expectTypeOf, it } from 'vitest';
import type { ChartDataEntry, FilterPayload, Market, RankingPayload, Utility } from './types';

describe('wire types', () => {
  it('keep the spec field names', () => {
    expectTypeOf<keyof Market>().toEqualTypeOf<'Market' | 'Commodity'>();
    expectTypeOf<Market['Commodity']>().toEqualTypeOf<'Electricity' | 'NatGas'>();
    expectTypeOf<keyof Utility>().toEqualTypeOf<'utilityName' | 'InsightsUtilityIdenitifier'>();
    expectTypeOf<keyof RankingPayload>().toEqualTypeOf<keyof FilterPayload | 'Flags'>();
    expectTypeOf<keyof ChartDataEntry['Suppliers'][number]>().toEqualTypeOf<
      'Supplier' | 'InsightsSupplierIdentifier' | 'Rank' | 'Deltas'
    >();
    expectTypeOf<keyof FilterPayload>().toEqualTypeOf<
      | 'Suppliers' | 'State' | 'Terms' | 'RateClass' | 'LoadProfile' | 'LoadZone' | 'BillingMethod' | 'Utilities'
      | 'Usage' | 'UsageFrom' | 'UsageTo' | 'Demand' | 'ProductType' | 'ContractStartFrom' | 'ContractStartTo'
      | 'EffectiveFrom' | 'EffectiveTo' | 'commodity' | 'InsightsClientIdentifier'
    >();
  });
});
