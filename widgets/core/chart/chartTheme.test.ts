import { describe, expect, it } from 'vitest';
import { everyNth } from './chartTheme';

describe('everyNth (axis ticks)', () => {
  it('keeps short lists whole', () => {
    expect(everyNth(['a', 'b', 'c'], 9)).toEqual(['a', 'b', 'c']);
  });
  it('thins long lists to about max ticks, keeping the first and the last', () => {
    const weeks = Array.from({ length: 53 }, (_, i) => `w${i}`);
    const ticks = everyNth(weeks, 9);
    expect(ticks[0]).toBe('w0');
    expect(ticks[ticks.length - 1]).toBe('w52');
    expect(ticks.length).toBeLessThanOrEqual(10);
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});
