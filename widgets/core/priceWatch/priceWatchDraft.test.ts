import { describe, expect, it } from 'vitest';
import type { PriceWatch } from '../api/priceWatches';
import { draftBody, draftFromWatch, draftProblems, emptyRule, formatWatchPrice, hasProblems, ruleSentence, typedPrice, watchTitle, type PriceWatchDraft } from './priceWatchDraft';

const ONCOR = { stateCode: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', commodity: 'Electric' as const, customerClass: 'Residential' };

describe('price watch drafts', () => {
  it('takes kWh prices in cents and sends dollars; other units in dollars both ways', () => {
    expect(typedPrice('9.5', 'kWh')).toBe(0.095);
    expect(typedPrice(' 10.25 ', 'kWh')).toBe(0.1025);
    expect(typedPrice('0.842', 'therm')).toBe(0.842);
    expect(typedPrice('0', 'kWh')).toBeNull();
    expect(typedPrice('abc', 'kWh')).toBeNull();
    expect(typedPrice('', 'Ccf')).toBeNull();
  });

  it("names what is missing in the contract's words, per field", () => {
    const empty: PriceWatchDraft = { name: '', market: null, rules: [] };
    expect(draftProblems(empty, undefined)).toEqual({ market: 'Choose a utility.', rules: 'Add at least one rule.', byRule: {} });
    const price = emptyRule('priceAtOrBelow', { price: '-1' });
    const rank = emptyRule('rank', { top: '51' });
    const supplier = emptyRule('supplierChange', { companyId: 'c1', minPercent: '101' });
    const problems = draftProblems({ name: '', market: ONCOR, rules: [price, rank, supplier, emptyRule('anyChange')] }, 'kWh');
    expect(problems.byRule).toEqual({
      [price.key]: { price: 'Price must be a number more than 0.' },
      [rank.key]: { companyId: 'Choose a supplier.', top: 'Top must be a whole number from 1 to 50.' },
      [supplier.key]: { minPercent: 'Minimum change must be a number from 0 to 100.' },
    });
    expect(hasProblems(problems)).toBe(true);
    // 100 ¢/kWh is a dollar: allowed; 10,001 ¢ is over the contract's 100 dollars.
    expect(draftProblems({ name: '', market: ONCOR, rules: [emptyRule('priceAtOrBelow', { price: '10001' })] }, 'kWh').byRule).not.toEqual({});
  });

  it('builds the API body: optional fields left out when empty, numbers as numbers', () => {
    const draft: PriceWatchDraft = {
      name: '  ',
      market: ONCOR,
      rules: [
        emptyRule('priceAtOrBelow', { price: '9.5', termMonths: '12', rateType: 'Fixed' }),
        emptyRule('priceAtOrBelow', { price: '8' }),
        emptyRule('rank', { companyId: 'c1', companyName: 'GEXA ENERGY LP', top: '3', direction: 'leaves' }),
        emptyRule('supplierChange', { companyId: 'c2' }),
        emptyRule('anyChange'),
      ],
    };
    expect(draftBody(draft, 'kWh')).toEqual({
      ...ONCOR,
      rules: [
        { kind: 'priceAtOrBelow', price: 0.095, termMonths: 12, rateType: 'Fixed' },
        { kind: 'priceAtOrBelow', price: 0.08 },
        { kind: 'rank', companyId: 'c1', top: 3, direction: 'leaves' },
        { kind: 'supplierChange', companyId: 'c2' },
        { kind: 'anyChange' },
      ],
    });
    expect(draftBody({ ...draft, name: ' Mine ' }, 'kWh').name).toBe('Mine');
  });

  it('turns a stored watch back into the form (cents again) and says its rules in plain words', () => {
    const watch: PriceWatch = {
      id: 1, name: null, ...ONCOR, unit: 'kWh', createdOn: '2026-11-02T14:00:00Z', lastNotifiedOn: null,
      rules: [
        { kind: 'priceAtOrBelow', price: 0.069, termMonths: 12 },
        { kind: 'rank', companyId: 'c1', companyName: 'Acme Power', top: 3, direction: 'both' },
        { kind: 'supplierChange', companyId: 'c2', companyName: null, minPercent: 2 },
        { kind: 'anyChange' },
      ],
    };
    const draft = draftFromWatch(watch);
    expect(draft.rules.map((r) => [r.kind, r.price, r.termMonths, r.companyId, r.top, r.minPercent])).toEqual([
      ['priceAtOrBelow', '6.9', '12', '', '3', ''],
      ['rank', '', '', 'c1', '3', ''],
      ['supplierChange', '', '', 'c2', '3', '2'],
      ['anyChange', '', '', '', '3', ''],
    ]);
    expect(draftBody(draft, 'kWh').rules).toEqual(watch.rules.map((r) => {
      const { companyName: _name, ...rest } = r as typeof r & { companyName?: string | null };
      return rest;
    }));
    expect(watch.rules.map((r) => ruleSentence(r, 'kWh'))).toEqual([
      'An offer (12 months) at or below 6.9¢/kWh',
      'Acme Power enters or leaves the top 3',
      'c2 posts, withdraws or reprices an offer by at least 2%',
      'Any offer posted, withdrawn or repriced',
    ]);
    expect(watchTitle(watch)).toBe('Oncor Electric Delivery Company (TX)');
    expect(watchTitle({ ...watch, name: 'Mine' })).toBe('Mine');
    expect(watchTitle({ ...watch, commodity: 'Natural Gas', customerClass: 'Commercial' })).toBe('Oncor Electric Delivery Company (TX), Natural Gas, Commercial');
  });

  it('writes prices as the server sentences do', () => {
    expect(formatWatchPrice(0.069, 'kWh')).toBe('6.9¢/kWh');
    expect(formatWatchPrice(0.0955, 'kWh')).toBe('9.55¢/kWh');
    expect(formatWatchPrice(0.08, 'kWh')).toBe('8.0¢/kWh');
    expect(formatWatchPrice(0.842, 'therm')).toBe('$0.842/therm');
  });
});
