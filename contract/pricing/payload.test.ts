import { describe, expect, it } from 'vitest';
import { emptyForm } from '../../widgets/pricing/logic/cascade';
import { FIXED_SUPPLIER_IDS } from './constants';
import { buildFilterPayload } from './payload';
import type { PricingForm } from './types';

const today = new Date(2025, 5, 18);
const ercot = { Market: 'ERCOT', Commodity: 'Electricity' as const };
const form = (patch: Partial<PricingForm> = {}): PricingForm => ({ ...emptyForm(ercot), ...patch });

const KEYS = [
  'Suppliers', 'State', 'Terms', 'RateClass', 'LoadProfile', 'LoadZone', 'BillingMethod', 'Utilities', 'Usage',
  'UsageFrom', 'UsageTo', 'Demand', 'ProductType', 'ContractStartFrom', 'ContractStartTo', 'EffectiveFrom',
  'EffectiveTo', 'commodity', 'InsightsClientIdentifier',
];

describe('buildFilterPayload', () => {
  it('has exactly the wire keys, All as [] or null, and the default windows', () => {
    const p = buildFilterPayload(form(), { clientId: 'C1', chart: 'pricingrange', today });
    expect(Object.keys(p).sort()).toEqual([...KEYS].sort());
    expect(p).toEqual({
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

  it('carries the chosen filters, floored and clamped', () => {
    const p = buildFilterPayload(
      form({
        state: 'OH',
        utility: 'U-AEP',
        loadZone: 'Z-N',
        rateClass: 'GS',
        billingMethod: 'Dual',
        usageFrom: '10.9',
        usageTo: '9999999',
        demand: '-4',
        term: '12',
        effectiveFrom: '2025-01-01',
        effectiveTo: '2025-03-31',
        contractStartFrom: '2025-08',
        contractStartTo: '2026-02',
      }),
      { clientId: 'C1', chart: 'forwardrange', today, productType: 'Fixed' },
    );
    expect(p).toMatchObject({
      State: 'OH',
      Utilities: ['U-AEP'],
      LoadZone: 'Z-N',
      RateClass: 'GS',
      BillingMethod: 'Dual',
      UsageFrom: 10,
      UsageTo: 2_000_000,
      Demand: null,
      Terms: [12],
      ProductType: 'Fixed',
      EffectiveFrom: '2025-01-01',
      EffectiveTo: '2025-03-31',
      ContractStartFrom: '2025-08-01',
      ContractStartTo: '2026-02-28',
    });
  });

  it('sends 46 for the 48-month option', () => {
    expect(buildFilterPayload(form({ term: '46' }), { clientId: 'C', chart: 'pricingtrend', today }).Terms).toEqual([46]);
  });

  it('trend and curve add the four fixed suppliers; the overview charts do not', () => {
    for (const chart of ['pricingtrend', 'forwardcurve'] as const) {
      const p = buildFilterPayload(form(), { clientId: 'C', chart, today, suppliers: ['77', FIXED_SUPPLIER_IDS[0]] });
      expect(p.Suppliers).toEqual(['77', ...FIXED_SUPPLIER_IDS]);
    }
    for (const chart of ['pricingrange', 'forwardrange'] as const) {
      expect(buildFilterPayload(form(), { clientId: 'C', chart, today }).Suppliers).toEqual([]);
    }
    expect(FIXED_SUPPLIER_IDS).toHaveLength(4);
  });

  it('ranking adds the DeltaBest flag, a single Usage and no contract start', () => {
    const p = buildFilterPayload(form({ usage: '1500.5', usageFrom: '1', contractStartFrom: '2025-08' }), {
      clientId: 'C',
      chart: 'priceranking',
      today,
    });
    expect(p.Flags).toEqual(['DeltaBest']);
    expect(p).toMatchObject({ Usage: 1500, UsageFrom: null, UsageTo: null, ContractStartFrom: null, ContractStartTo: null });
    expect(p.Suppliers).toEqual([]);
  });

  it('gas sends commodity 2 and never a load zone; the commodity can be overridden', () => {
    const gas = { ...form({ loadZone: 'Z-N' }), commodity: 2 as const };
    const p = buildFilterPayload(gas, { clientId: 'C', chart: 'pricingrange', today });
    expect(p.commodity).toBe(2);
    expect(p.LoadZone).toBeNull();
    expect(buildFilterPayload(form(), { clientId: 'C', chart: 'pricingrange', today, commodity: 2 }).commodity).toBe(2);
  });

  it('Texas sends the load profile', () => {
    const p = buildFilterPayload(form({ state: 'TX', loadProfile: 'RESLO' }), { clientId: 'C', chart: 'pricingrange', today });
    expect(p).toMatchObject({ State: 'TX', LoadProfile: 'RESLO', RateClass: null });
  });
});
