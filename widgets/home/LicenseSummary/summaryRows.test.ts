import { describe, expect, it } from 'vitest';
import { isEmptySummaryRow, summaryTotals, visibleSummaryRows } from './summaryRows';

describe('summary rows', () => {
  it('drops rows whose state, gas, electric and totalLicenses are all empty', () => {
    expect(isEmptySummaryRow({ state: '', gas: null, electric: undefined, totalLicenses: null, abc: 3 })).toBe(true);
    expect(isEmptySummaryRow({})).toBe(true);
    expect(isEmptySummaryRow({ state: 'TX' })).toBe(false);
    expect(isEmptySummaryRow({ gas: 2 })).toBe(false);
    expect(isEmptySummaryRow({ totalLicenses: 1 })).toBe(false);
  });
  it('keeps other rows in server order', () => {
    const rows = [{ state: 'TX' }, {}, { state: 'OH' }];
    expect(visibleSummaryRows(rows).map((r) => r.state)).toEqual(['TX', 'OH']);
  });
  it('sums ABC, Supplier and Total Licenses, counting missing values as 0', () => {
    expect(summaryTotals([{ abc: 1, supplier: 2, totalLicenses: 3 }, { abc: null, supplier: 5 }])).toEqual({
      abc: 1,
      supplier: 7,
      totalLicenses: 3,
    });
  });
});
