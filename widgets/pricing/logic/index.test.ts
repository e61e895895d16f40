import { describe, expect, it } from 'vitest';
import * as logic from './index';

describe('public surface of the pricing logic', () => {
  it('exports the pieces the widgets and the pricing service use', () => {
    for (const name of [
      'filtersReducer', 'initialFiltersState', 'nextLoads', 'readyForFirstFetch', 'defaultMarket', 'isTexas',
      'showsLoadZone', 'validateForm', 'normalizeNumber', 'clampAndFloor', 'buildFilterPayload', 'effectiveWindow',
      'contractStartWindow', 'isDisabledDay', 'parseDateText', 'chipsFor', 'removeChip', 'toSeries', 'toRankSeries',
      'isEmptyChart', 'formatPrice', 'formatPriceDelta', 'rankSliderPosition', 'toCsv', 'TERM_OPTIONS',
      'FIXED_SUPPLIER_IDS',
    ]) {
      expect(logic, name).toHaveProperty(name);
    }
  });
});
