import { describe, expect, it } from 'vitest';
import { contractStartMonthOptions } from './monthOptions';

describe('contractStartMonthOptions', () => {
  const today = new Date(2026, 10, 23);

  it('lists the current month to two years ahead (spec 2 §5), labelled for people', () => {
    const options = contractStartMonthOptions(today);
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual({ value: '2026-11', label: 'Nov 2026' });
    expect(options[24]).toEqual({ value: '2028-11', label: 'Nov 2028' });
  });

  it('keeps a held value outside the window, in order and once', () => {
    const options = contractStartMonthOptions(today, ['2026-09', '2026-12', null]);
    expect(options).toHaveLength(26);
    expect(options[0].value).toBe('2026-09');
    expect(options.filter((o) => o.value === '2026-12')).toHaveLength(1);
  });
});
