import { describe, expect, it } from 'vitest';
import { legendBuckets, metricValue, shadeIndex, shadeStep, stateLabel } from './mapScale';

describe('map scale', () => {
  it('names a state with its count and the chosen license type', () => {
    expect(stateLabel('Texas', 1234, 'Total')).toBe('Texas: 1,234 licenses');
    expect(stateLabel('Texas', 871, 'ABC')).toBe('Texas: 871 ABC licenses');
    expect(stateLabel('Vermont', 1, 'Supplier')).toBe('Vermont: 1 Supplier license');
    expect(stateLabel('Ohio', 0, 'Total')).toBe('Ohio: 0 licenses');
  });

  it('reads the column of the chosen metric, missing as 0', () => {
    const row = { state: 'TX', totalLicenses: 10, abc: 7, supplier: null };
    expect([metricValue(row, 'Total'), metricValue(row, 'ABC'), metricValue(row, 'Supplier')]).toEqual([10, 7, 0]);
  });

  it('picks a round step so five shades cover the largest count', () => {
    expect(shadeStep(1284)).toBe(500);
    expect(shadeStep(1000)).toBe(200);
    expect(shadeStep(871)).toBe(200);
    expect(shadeStep(120)).toBe(25);
    expect(shadeStep(3)).toBe(1);
    expect(shadeStep(0)).toBe(1);
    for (const max of [7, 13, 99, 413, 5001]) expect(shadeStep(max) * 5).toBeGreaterThanOrEqual(max);
  });

  it('draws 0 neutral and puts the largest count in the darkest shade in use', () => {
    expect(shadeIndex(0, 200)).toBeNull();
    expect(shadeIndex(1, 200)).toBe(0);
    expect(shadeIndex(200, 200)).toBe(0);
    expect(shadeIndex(201, 200)).toBe(1);
    expect(shadeIndex(1000, 200)).toBe(4);
    expect(shadeIndex(5000, 200)).toBe(4);
  });

  it('labels the legend buckets up to the largest count', () => {
    expect(legendBuckets(871, 200).map((b) => b.label)).toEqual(['1–200', '201–400', '401–600', '601–800', '801–1,000']);
    expect(legendBuckets(450, 100).map((b) => b.label)).toEqual(['1–100', '101–200', '201–300', '301–400', '401–500']);
    expect(legendBuckets(2, 1).map((b) => b.label)).toEqual(['1', '2']);
    expect(legendBuckets(0, 1)).toEqual([]);
  });
});
