import { describe, expect, it } from 'vitest';
import { tickCountFor } from './PriceLineChart';

describe('tickCountFor (x-axis ticks by chart width)', () => {
  it('fits fewer date labels on a phone than on a desktop, at least 2 and at most 9', () => {
    expect(tickCountFor(0)).toBe(9);
    expect(tickCountFor(336)).toBe(4);
    expect(tickCountFor(640)).toBe(9);
    expect(tickCountFor(120)).toBe(2);
  });
});
