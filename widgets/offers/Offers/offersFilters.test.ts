import { describe, expect, it } from 'vitest';
import type { OfferMarket } from '../../core/api/offers';
import { chooseMarket, offersFileName, stateFromParams, stateQuery, withMarket } from './offersFilters';

const market = (stateCode: string, utility: string, commodity = 'Electric', customerClass = 'Residential'): OfferMarket => ({
  stateCode, utility, commodity, customerClass, unit: 'kWh', source: 'ptc', offers: 1, suppliers: 1, latestAsOf: '2026-01-09', snapshots: ['2026-01-09'],
});

describe('the offers URL', () => {
  it('reads the URL and writes it back, defaults left out', () => {
    const state = stateFromParams({ state: 'tx', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', asOf: '2026-01-09', term: '012', sort: '-renewable', view: 'changes', from: '2026-01-02', to: 'soon' });
    expect(state).toMatchObject({ state: 'TX', term: '12', sort: { id: 'renewable', desc: true }, view: 'changes', from: '2026-01-02', to: '' });
    expect(stateQuery(state)).toEqual({
      state: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', commodity: '', customerClass: '', asOf: '2026-01-09', term: '12', rateType: '',
      supplier: '', sort: '-renewable', view: 'changes', from: '2026-01-02', to: '',
    });
    const plain = stateFromParams({ state: 'Texas', asOf: '01/09/2026', sort: 'price', term: 'twelve' });
    expect(plain).toMatchObject({ state: '', asOf: '', term: '', sort: { id: 'price', desc: false }, view: 'offers' });
    expect(stateQuery(plain).sort).toBeUndefined();
    expect(stateQuery(plain).view).toBeUndefined();
  });

  it('finds the market the URL names, case aside; the first one (of the state) when it names none', () => {
    const markets = [market('OH', 'COLUMBIA GAS OF OHIO', 'Natural Gas'), market('TX', 'CENTERPOINT'), market('TX', 'ONCOR')];
    expect(chooseMarket(markets, { state: '', utility: '', commodity: '', customerClass: '' })).toBe(markets[0]);
    expect(chooseMarket(markets, { state: 'TX', utility: '', commodity: '', customerClass: '' })).toBe(markets[1]);
    expect(chooseMarket(markets, { state: 'TX', utility: 'oncor', commodity: '', customerClass: '' })).toBe(markets[2]);
    expect(chooseMarket(markets, { state: 'TX', utility: 'ONCOR', commodity: 'Natural Gas', customerClass: '' })).toBeUndefined();
    expect(chooseMarket(markets, { state: 'PA', utility: 'PECO', commodity: '', customerClass: '' })).toBeUndefined();
  });

  it('starts a picked market on its latest snapshot with no filter, keeping the view and sort', () => {
    const state = stateFromParams({ state: 'TX', utility: 'ONCOR', asOf: '2026-01-05', term: '12', supplier: 'RHYTHM', sort: '-term', view: 'changes' });
    const next = withMarket(state, market('OH', 'COLUMBIA GAS OF OHIO', 'Natural Gas'));
    expect(next).toMatchObject({ state: 'OH', utility: 'COLUMBIA GAS OF OHIO', commodity: 'Natural Gas', asOf: '', term: '', supplier: '', sort: { id: 'term', desc: true }, view: 'changes' });
  });

  it('names files by market and dates', () => {
    const oncor = market('TX', 'ONCOR ELECTRIC DELIVERY COMPANY');
    expect(offersFileName('offers', oncor, '2026-01-09')).toBe('offers-TX-ONCOR-ELECTRIC-DELIVERY-COMPANY-Electric-Residential-2026-01-09.csv');
    expect(offersFileName('offer-changes', market('TX', 'LUBBOCK POWER & LIGHT SYSTEM'), '2026-01-02', 'to', '2026-01-09')).toBe(
      'offer-changes-TX-LUBBOCK-POWER-LIGHT-SYSTEM-Electric-Residential-2026-01-02-to-2026-01-09.csv',
    );
  });
});
