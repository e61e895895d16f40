import { describe, expect, it } from 'vitest';
import type { OfferMarket } from '../../core/api/offers';
import { importedUtilityName, isImportedUtility, rankedMarket, rankedMarketDraft } from './WatchRankedMarket';

const market = (utility: string, customerClass = 'Residential', commodity = 'Electric'): OfferMarket => ({
  stateCode: 'TX', utility, commodity, customerClass, unit: 'kWh', source: 'ptc', offers: 30, suppliers: 20, latestAsOf: '2026-01-09', snapshots: ['2026-01-09'],
});
const MARKETS = [market('ONCOR ELECTRIC DELIVERY COMPANY'), market('ONCOR ELECTRIC DELIVERY COMPANY', 'Commercial'), market('TEXAS-NEW MEXICO POWER COMPANY')];
const UTILITIES = [
  { utilityName: 'Oncor Electric Delivery', InsightsUtilityIdenitifier: 'ONCOR' },
  { utilityName: 'ONCOR ELECTRIC DELIVERY COMPANY (Power to Choose)', InsightsUtilityIdenitifier: 'offers-7' },
  { utilityName: 'ONCOR ELECTRIC DELIVERY COMPANY, Commercial (Power to Choose)', InsightsUtilityIdenitifier: 'offers-8' },
];
const filters = (utility: string) => ({ state: 'TX', utility, commodity: 1 as const });

describe("Ranking's Watch this market", () => {
  it('knows the imported utilities by their identifier', () => {
    expect(isImportedUtility('offers-12')).toBe(true);
    expect(isImportedUtility('ONCOR')).toBe(false);
    expect(isImportedUtility('offers-')).toBe(false);
  });

  it('finds the market behind an imported utility by the name the list gives it (class after a comma)', () => {
    expect(importedUtilityName(MARKETS[1])).toBe('ONCOR ELECTRIC DELIVERY COMPANY, Commercial (Power to Choose)');
    expect(rankedMarket(MARKETS, filters('offers-7'), UTILITIES)).toBe(MARKETS[0]);
    expect(rankedMarket(MARKETS, filters('offers-8'), UTILITIES)).toBe(MARKETS[1]);
    // A modelled utility, an unknown identifier, another state or commodity: no button.
    expect(rankedMarket(MARKETS, filters('ONCOR'), UTILITIES)).toBeUndefined();
    expect(rankedMarket(MARKETS, filters('offers-9'), UTILITIES)).toBeUndefined();
    expect(rankedMarket(MARKETS, { ...filters('offers-7'), state: 'OH' }, UTILITIES)).toBeUndefined();
    expect(rankedMarket(MARKETS, { ...filters('offers-7'), commodity: 2 }, UTILITIES)).toBeUndefined();
  });

  it('prefills the market and an any-change rule', () => {
    const draft = rankedMarketDraft(MARKETS[1]);
    expect(draft.market).toEqual({ stateCode: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', commodity: 'Electric', customerClass: 'Commercial' });
    expect(draft.rules.map((r) => r.kind)).toEqual(['anyChange']);
  });
});
