import { describe, expect, it } from 'vitest';
import { emptyForm } from './cascade';
import type { PricingForm } from './types';
import { filtersQuery, hasUrlFilters, hostUrlParams, pricingUrlParams, queryText, restoreFromUrl } from './urlFilters';

// A Wednesday; the effective window is 2025-06-18 … 2026-06-18.
const today = new Date(2026, 5, 17);

const applied = (over: Partial<PricingForm>): PricingForm => ({ ...emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), ...over });

describe('applied filters → URL', () => {
  it('writes readable names in the form order and leaves defaults out', () => {
    const form = applied({ state: 'TX', term: '12', loadProfile: '2', usageFrom: '1000', effectiveTo: '2026-06-10' });
    expect(queryText(filtersQuery(form, 'pricing'))).toBe('market=ERCOT&state=TX&loadProfile=2&usageFrom=1000&term=12&effectiveTo=2026-06-10');
  });

  it('writes each screen its own fields: the ranking one usage and no contract start', () => {
    const form = applied({ usage: '500', usageFrom: '1', contractStartFrom: '2026-08' });
    expect(filtersQuery(form, 'ranking')).toEqual({ market: 'ERCOT', usage: '500' });
    expect(filtersQuery(form, 'pricing')).toEqual({ market: 'ERCOT', usageFrom: '1', contractStartFrom: '2026-08' });
  });

  it('encodes values that need it', () => {
    expect(queryText(filtersQuery(applied({ market: 'Columbia Gas', rateClass: 'GS & Small' }), 'pricing')))
      .toBe('market=Columbia+Gas&rateClass=GS+%26+Small');
  });
});

describe('URL → filters', () => {
  it('reads the known names from a query and ignores the rest', () => {
    expect(pricingUrlParams('market=PJM&state=PA&term=12&PageNo=3')).toEqual({ market: 'PJM', state: 'PA', term: '12' });
    expect(pricingUrlParams(new URLSearchParams('utility=U-1'))).toEqual({ utility: 'U-1' });
  });

  it('takes a whole query and single values from a host, the single values winning', () => {
    expect(hostUrlParams('market=PJM&state=PA&term=12', { state: 'MD', utility: undefined, term: null })).toEqual({ market: 'PJM', state: 'MD', term: '12' });
    expect(hostUrlParams(null, { market: 'ERCOT' })).toEqual({ market: 'ERCOT' });
    expect(hostUrlParams('', {})).toEqual({});
  });

  it('round-trips: what is written is read back to the same filters', () => {
    const form = applied({
      market: 'PJM', state: 'PA', utility: 'U-PECO', rateClass: 'Residential', billingMethod: 'Dual', usageFrom: '5000',
      usageTo: '250000', demand: '40', term: '46', effectiveFrom: '2026-01-06', effectiveTo: '2026-06-09',
      contractStartFrom: '2026-08', contractStartTo: '2027-01',
    });
    const restored = restoreFromUrl(pricingUrlParams(queryText(filtersQuery(form, 'pricing'))), 'pricing', { today });
    expect(restored.lists).toEqual({ market: 'PJM', state: 'PA', utility: 'U-PECO', rateClass: 'Residential', billingMethod: 'Dual' });
    expect(restored.plain).toEqual({
      usageFrom: '5000', usageTo: '250000', usage: '', demand: '40', term: '46',
      effectiveFrom: '2026-01-06', effectiveTo: '2026-06-09', contractStartFrom: '2026-08', contractStartTo: '2027-01',
    });
  });

  it('drops what the form would not offer, so the default applies', () => {
    const { plain } = restoreFromUrl(
      {
        term: '48', usageFrom: '-5', usageTo: 'lots', demand: '100001', effectiveFrom: '2026-06-15', effectiveTo: '2027-01-05',
        contractStartFrom: '2026-13', contractStartTo: '2030-01',
      },
      'pricing',
      { today },
    );
    expect(plain).toEqual({
      usageFrom: '', usageTo: '', usage: '', demand: '', term: '',
      // 2026-06-15 is a Monday (the pickers refuse it); 2027 is after today.
      effectiveFrom: null, effectiveTo: null, contractStartFrom: null, contractStartTo: null,
    });
  });

  it('allows a Monday when the host enables it, and takes a day that does not exist for none', () => {
    expect(restoreFromUrl({ effectiveFrom: '2026-06-15' }, 'pricing', { today, enabledWeekDays: [1] }).plain.effectiveFrom).toBe('2026-06-15');
    expect(restoreFromUrl({ effectiveFrom: '2026-02-30' }, 'pricing', { today }).plain.effectiveFrom).toBeNull();
  });

  it('drops a usage range in the wrong order and a date range in the wrong order', () => {
    const { plain } = restoreFromUrl({ usageFrom: '9000', usageTo: '10', effectiveFrom: '2026-06-10', effectiveTo: '2026-01-06' }, 'pricing', { today });
    expect([plain.usageFrom, plain.usageTo, plain.effectiveFrom, plain.effectiveTo]).toEqual(['', '', null, null]);
  });

  it("reads only the screen's own fields", () => {
    const ranking = restoreFromUrl({ usage: '700', usageFrom: '5', contractStartFrom: '2026-08' }, 'ranking', { today });
    expect(ranking.plain).toMatchObject({ usage: '700', usageFrom: '', contractStartFrom: null });
    expect(hasUrlFilters({ usage: '700' }, 'pricing')).toBe(false);
    expect(hasUrlFilters({ usage: '700' }, 'ranking')).toBe(true);
    expect(hasUrlFilters({ market: '  ' }, 'ranking')).toBe(false);
  });
});
