import { describe, expect, it } from 'vitest';
import { clampPage, hasAnyFilter, pageCountOf } from './filters';

describe('licensed companies filters', () => {
  it('knows when something is chosen', () => {
    expect(hasAnyFilter({})).toBe(false);
    expect(hasAnyFilter({ licenseType: 'Supplier' })).toBe(true);
    expect(hasAnyFilter({ state: { id: 1, name: 'Texas' } })).toBe(true);
    expect(hasAnyFilter({ commodity: { id: 2, name: 'Natural Gas' } })).toBe(true);
    expect(hasAnyFilter({ company: { id: 'a', name: 'A', type: 'broker' } })).toBe(true);
  });
  it('keeps page numbers at least 1 and within the page count', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(4.7, 10)).toBe(4);
    expect(clampPage(99, 10)).toBe(10);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
  it('counts pages', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
  });
});
