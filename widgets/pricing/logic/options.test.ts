import { describe, expect, it } from 'vitest';
import { commodityOf, defaultMarket, findState, isTexas, showsLoadZone, stateLabel } from './options';

describe('defaultMarket', () => {
  it('is ERCOT when listed, otherwise the first, null when none', () => {
    const pjm = { Market: 'PJM', Commodity: 'Electricity' as const };
    const ercot = { Market: 'ERCOT', Commodity: 'Electricity' as const };
    expect(defaultMarket([pjm, ercot])).toBe(ercot);
    expect(defaultMarket([pjm])).toBe(pjm);
    expect(defaultMarket([])).toBeNull();
    expect(defaultMarket(null)).toBeNull();
  });
});

describe('isTexas', () => {
  it('recognises Texas by identifier or name', () => {
    expect(isTexas('TX')).toBe(true);
    expect(isTexas('texas')).toBe(true);
    expect(isTexas({ InsightsStateIdentifier: '48', stateName: 'Texas' })).toBe(true);
    expect(isTexas({ InsightsStateIdentifier: '48', Name: 'Texas' })).toBe(true);
    expect(isTexas({ InsightsStateIdentifier: 'OH', stateName: 'Ohio' })).toBe(false);
    expect(isTexas('')).toBe(false);
    expect(isTexas(null)).toBe(false);
  });
});

describe('small helpers', () => {
  it('load zones show for electricity only', () => {
    expect(showsLoadZone(1)).toBe(true);
    expect(showsLoadZone(2)).toBe(false);
  });

  it('maps the market commodity to its code', () => {
    expect(commodityOf({ Market: 'x', Commodity: 'Electricity' })).toBe(1);
    expect(commodityOf({ Market: 'x', Commodity: 'NatGas' })).toBe(2);
  });

  it('labels and finds states of either variant', () => {
    expect(stateLabel({ InsightsStateIdentifier: 'OH', stateName: 'Ohio' })).toBe('Ohio');
    expect(stateLabel({ InsightsStateIdentifier: 'OH', Name: 'Ohio' })).toBe('Ohio');
    expect(stateLabel({ InsightsStateIdentifier: 'OH' })).toBe('OH');
    expect(findState([{ InsightsStateIdentifier: 'OH' }], 'OH')).toEqual({ InsightsStateIdentifier: 'OH' });
    expect(findState(null, 'OH')).toBeUndefined();
  });
});
