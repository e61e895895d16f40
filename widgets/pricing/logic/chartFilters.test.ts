import { describe, expect, it } from 'vitest';
import { chartFiltersOf } from './chartFilters';
import { emptyForm } from './cascade';
import type { PricingForm } from './types';

const today = new Date(2025, 5, 18);
const ercot = { Market: 'ERCOT', Commodity: 'Electricity' as const };
const form = (patch: Partial<PricingForm> = {}): PricingForm => ({ ...emptyForm(ercot), ...patch });

describe('chartFiltersOf', () => {
  it('All is null or no entry, and blank dates take the default windows', () => {
    expect(chartFiltersOf(form(), { clientId: 'C1', kind: 'pricingrange', today })).toEqual({
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
    });
  });

  it('carries the chosen filters, floored and clamped', () => {
    const f = chartFiltersOf(
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
      { clientId: 'C1', kind: 'forwardrange', today },
    );
    expect(f).toMatchObject({
      state: 'OH',
      utilities: ['U-AEP'],
      loadZone: 'Z-N',
      rateClass: 'GS',
      billingMethod: 'Dual',
      usageFrom: 10,
      usageTo: 2_000_000,
      demand: null,
      terms: [12],
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-03-31',
      contractStartFrom: '2025-08-01',
      contractStartTo: '2026-02-28',
    });
  });

  it('asks for 46 with the 48-month option', () => {
    expect(chartFiltersOf(form({ term: '46' }), { clientId: 'C', kind: 'pricingtrend', today }).terms).toEqual([46]);
  });

  it('ranking: a single usage and no contract start', () => {
    const f = chartFiltersOf(form({ usage: '1500.5', usageFrom: '1', contractStartFrom: '2025-08' }), {
      clientId: 'C',
      kind: 'priceranking',
      today,
    });
    expect(f).toMatchObject({ usage: 1500, usageFrom: null, usageTo: null, contractStartFrom: null, contractStartTo: null });
  });

  it('pricing charts ignore the ranking usage', () => {
    expect(chartFiltersOf(form({ usage: '1500' }), { clientId: 'C', kind: 'pricingtrend', today }).usage).toBeNull();
  });

  it('gas asks for commodity 2 and never a load zone', () => {
    const gas = { ...form({ loadZone: 'Z-N' }), commodity: 2 as const };
    const f = chartFiltersOf(gas, { clientId: 'C', kind: 'pricingrange', today });
    expect(f.commodity).toBe(2);
    expect(f.loadZone).toBeNull();
  });

  it('Texas asks for the load profile', () => {
    const f = chartFiltersOf(form({ state: 'TX', loadProfile: 'RESLO' }), { clientId: 'C', kind: 'pricingrange', today });
    expect(f).toMatchObject({ state: 'TX', loadProfile: 'RESLO', rateClass: null });
  });
});
