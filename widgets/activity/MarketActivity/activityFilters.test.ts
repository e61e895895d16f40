import { describe, expect, it } from 'vitest';
import { buildPath } from '../../core/config/routes';
import { activityFileName, filterLabel, filtersFromParams, filtersQuery, marketOf } from './activityFilters';

describe('activity filters and the URL', () => {
  it('reads the URL, falling back to the defaults for what it does not know', () => {
    expect(filtersFromParams({ state: 'tx', commodity: 'electric', licenseType: 'supplier', months: '36' })).toEqual({
      state: 'TX', commodity: 'Electric', type: 'Supplier', months: 36,
    });
    expect(filtersFromParams({})).toEqual({ state: '', commodity: '', type: '', months: 24 });
    expect(filtersFromParams({ state: 'Texas', commodity: 'Coal', licenseType: 'Pirate', months: '13' })).toEqual({
      state: '', commodity: '', type: '', months: 24,
    });
    expect(filtersFromParams({ commodity: 'Natural Gas' }).commodity).toBe('Gas');
  });

  it('writes the URL in its own names, leaving out defaults', () => {
    const filters = filtersFromParams({ state: 'TX', commodity: 'Electric', licenseType: 'Supplier', months: 12 });
    expect(buildPath('/activity', {}, filtersQuery(filters))).toBe('/activity?state=TX&commodity=Electric&type=Supplier&months=12');
    expect(buildPath('/activity', {}, filtersQuery(filtersFromParams({})))).toBe('/activity');
  });

  it('turns the filters into the API market', () => {
    expect(marketOf(filtersFromParams({ state: 'OH', commodity: 'Gas' }))).toEqual({ stateCode: 'OH', commodity: 'Gas', licenseType: null });
  });

  it('names the filter in the label and the file names', () => {
    const filters = filtersFromParams({ state: 'TX', commodity: 'Gas', licenseType: 'ABC', months: '12' });
    expect(filterLabel(filters)).toBe('TX · Natural Gas · ABC · 12 months');
    expect(activityFileName(filters, '2026-11', 'csv')).toBe('market-activity-TX-Gas-ABC-12-months-2026-11.csv');
    expect(activityFileName(filtersFromParams({}), null, 'png')).toBe('market-activity-all-states-all-commodities-all-types-24-months.png');
    expect(filterLabel(filtersFromParams({}))).toBe('All states · All commodities · All license types · 24 months');
  });
});
