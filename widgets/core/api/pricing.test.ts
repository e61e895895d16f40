import { describe, expect, it } from 'vitest';
import { FIXED_SUPPLIER_IDS } from '../../../contract/pricing/constants';
import { chartRequest as chartRequestSchema } from '../../../contract/pricing/schemas';
import { chartRequest, type ChartFilters } from './pricing';

const filters = (patch: Partial<ChartFilters> = {}): ChartFilters => ({
  clientId: 'C1',
  commodity: 1,
  state: null,
  utilities: [],
  loadZone: null,
  rateClass: null,
  loadProfile: null,
  billingMethod: null,
  terms: [],
  usage: null,
  usageFrom: null,
  usageTo: null,
  demand: null,
  contractStartFrom: '2025-06-01',
  contractStartTo: '2027-06-30',
  effectiveFrom: '2024-06-18',
  effectiveTo: '2025-06-18',
  ...patch,
});

describe('chartRequest: the wire body of a chart call (spec 2 §3)', () => {
  it('sends every field with the spec names; All travels as [] or null', () => {
    expect(chartRequest('pricingrange', filters())).toEqual({
      Suppliers: [],
      State: null,
      Terms: [],
      RateClass: null,
      LoadProfile: null,
      LoadZone: null,
      BillingMethod: null,
      Utilities: [],
      Usage: null,
      UsageFrom: null,
      UsageTo: null,
      Demand: null,
      ProductType: null,
      ContractStartFrom: '2025-06-01',
      ContractStartTo: '2027-06-30',
      EffectiveFrom: '2024-06-18',
      EffectiveTo: '2025-06-18',
      commodity: 1,
      InsightsClientIdentifier: 'C1',
    });
  });

  it('maps each filter to its wire name', () => {
    const body = chartRequest('pricingrange', filters({
      commodity: 2, state: 'OH', utilities: ['U-AEP'], loadZone: 'Z-N', rateClass: 'GS', loadProfile: 'RESLO',
      billingMethod: 'Dual', terms: [46], usageFrom: 10, usageTo: 2_000_000, demand: 50, productType: 'Fixed',
    }));
    expect(body).toMatchObject({
      commodity: 2, State: 'OH', Utilities: ['U-AEP'], LoadZone: 'Z-N', RateClass: 'GS', LoadProfile: 'RESLO',
      BillingMethod: 'Dual', Terms: [46], UsageFrom: 10, UsageTo: 2_000_000, Demand: 50, ProductType: 'Fixed',
    });
  });

  it('trend and curve add the four fixed suppliers once; the overview charts and the ranking do not', () => {
    for (const kind of ['pricingtrend', 'forwardcurve'] as const) {
      expect(chartRequest(kind, filters({ suppliers: ['77', FIXED_SUPPLIER_IDS[0]] })).Suppliers).toEqual(['77', ...FIXED_SUPPLIER_IDS]);
    }
    for (const kind of ['pricingrange', 'forwardrange', 'priceranking'] as const) {
      expect(chartRequest(kind, filters()).Suppliers).toEqual([]);
    }
    expect(FIXED_SUPPLIER_IDS).toHaveLength(4);
  });

  it('the ranking adds the DeltaBest flag, the others no Flags', () => {
    expect(chartRequest('priceranking', filters({ usage: 1500 }))).toMatchObject({ Flags: ['DeltaBest'], Usage: 1500 });
    expect(chartRequest('pricingtrend', filters())).not.toHaveProperty('Flags');
  });

  it('is a valid request of the contract for every chart', () => {
    for (const kind of ['pricingtrend', 'pricingrange', 'forwardcurve', 'forwardrange', 'priceranking'] as const) {
      const body = chartRequest(kind, filters({ terms: [12], usage: 5, demand: 7 }));
      expect(chartRequestSchema.parse(body)).toEqual(body);
    }
  });
});
