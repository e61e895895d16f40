import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Wire } from '../http';
import {
  chartReply, chartRequest, marketsRequest, rateClassesRequest, utilitiesRequest,
  type ChartEntry, type ChartRequest, type Market, type Utility,
} from './schemas';

describe('wire types keep the spec field names (spec 2 §3)', () => {
  it('markets, utilities, chart data and the filter payload', () => {
    expectTypeOf<keyof Market>().toEqualTypeOf<'Market' | 'Commodity'>();
    expectTypeOf<Market['Commodity']>().toEqualTypeOf<'Electricity' | 'NatGas'>();
    expectTypeOf<keyof Utility>().toEqualTypeOf<'utilityName' | 'InsightsUtilityIdenitifier'>();
    expectTypeOf<keyof ChartEntry['Suppliers'][number]>().toEqualTypeOf<
      'Supplier' | 'InsightsSupplierIdentifier' | 'Rank' | 'Deltas'
    >();
    expectTypeOf<keyof ChartRequest>().toEqualTypeOf<
      | 'Suppliers' | 'State' | 'Terms' | 'RateClass' | 'LoadProfile' | 'LoadZone' | 'BillingMethod' | 'Utilities'
      | 'Usage' | 'UsageFrom' | 'UsageTo' | 'Demand' | 'ProductType' | 'ContractStartFrom' | 'ContractStartTo'
      | 'EffectiveFrom' | 'EffectiveTo' | 'commodity' | 'InsightsClientIdentifier' | 'Flags'
    >();
    expectTypeOf<Wire<typeof chartReply>>().toEqualTypeOf<ChartEntry[]>();
  });
});

const minimal = { commodity: 1, InsightsClientIdentifier: 'C1' };
const fails = (input: unknown) => chartRequest.safeParse(input).success === false;

describe('chartRequest', () => {
  it('needs the commodity and the client; everything else may be absent or null', () => {
    expect(chartRequest.parse(minimal)).toEqual(minimal);
    expect(chartRequest.parse({ ...minimal, State: null, Usage: null, EffectiveFrom: null })).toMatchObject({ State: null });
    expect(fails({ commodity: 1 })).toBe(true);
    expect(fails({ InsightsClientIdentifier: 'C1' })).toBe(true);
    expect(fails({ ...minimal, commodity: 3 })).toBe(true);
  });

  it('knows the terms of spec 2 §9: 48 months travels as 46', () => {
    expect(chartRequest.parse({ ...minimal, Terms: [6, 12, 24, 36, 46] }).Terms).toHaveLength(5);
    expect(fails({ ...minimal, Terms: [48] })).toBe(true);
  });

  it('keeps usage and demand within the limits of spec 2 §9', () => {
    expect(chartRequest.parse({ ...minimal, UsageFrom: 0, UsageTo: 2_000_000, Demand: 100_000 })).toBeTruthy();
    expect(fails({ ...minimal, UsageFrom: -1 })).toBe(true);
    expect(fails({ ...minimal, Usage: 2_000_001 })).toBe(true);
    expect(fails({ ...minimal, Demand: 100_001 })).toBe(true);
  });

  it('takes yyyy-MM-dd dates only', () => {
    expect(chartRequest.parse({ ...minimal, EffectiveFrom: '2025-06-18' }).EffectiveFrom).toBe('2025-06-18');
    expect(fails({ ...minimal, EffectiveFrom: 'yesterday' })).toBe(true);
    expect(fails({ ...minimal, ContractStartTo: '06/18/2025' })).toBe(true);
  });

  it('drops fields it does not know', () => {
    expect(chartRequest.parse({ ...minimal, Extra: 1 })).toEqual(minimal);
  });
});

describe('list requests', () => {
  it('markets: an optional commodity, or no body at all', () => {
    expect(marketsRequest.parse({})).toEqual({});
    expect(marketsRequest.parse(null)).toBeNull();
    expect(marketsRequest.parse({ commodity: 2 })).toEqual({ commodity: 2 });
    expect(marketsRequest.parse({ commodity: 'NatGas' })).toEqual({ commodity: 'NatGas' });
  });

  it("utilities name the commodity Electric or NatGas; rate classes number it gas '1', electric '2'", () => {
    expect(utilitiesRequest.safeParse({ state: ['TX'], commodity: 'Electric' }).success).toBe(true);
    expect(utilitiesRequest.safeParse({ state: ['TX'], commodity: 'Gas' }).success).toBe(false);
    expect(rateClassesRequest.safeParse({ InsightsUtilityIdentifier: '2001', commodity: '1' }).success).toBe(true);
    expect(rateClassesRequest.safeParse({ InsightsUtilityIdentifier: '2001', commodity: 1 }).success).toBe(true);
    expect(rateClassesRequest.safeParse({ InsightsUtilityIdentifier: '2001', commodity: '3' }).success).toBe(false);
  });
});
