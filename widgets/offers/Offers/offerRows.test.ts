import { describe, expect, it } from 'vitest';
import type { MarketOffer, OfferChange } from '../../core/api/offers';
import { filterOffers, filterOptions, offerMove, sortOffers, sparkSeries, summarizeChanges, usageKeys } from './offerRows';
import { formatFee, formatOfferPrice, formatPriceDelta } from './offerPrices';

function offer(id: number, fields: Partial<MarketOffer> = {}): MarketOffer {
  return {
    id, source: 'ptc', sourceKey: String(id), supplierName: `Supplier ${id}`, companyId: null, companyName: null, product: `Plan ${id}`,
    rateType: 'Fixed', termMonths: 12, price: 0.1, pricesByUsage: null, unit: 'kWh', renewablePercent: null, cancellationFee: null,
    monthlyFee: null, promotion: null, language: 'English', firstSeen: '2026-01-02', lastSeen: '2026-01-09', previousPrice: null,
    isUtilityRate: false, introductory: false, prepaid: false, timeOfUse: false,
    links: { website: null, terms: null, factsLabel: null, enroll: null, enrollPhone: null }, terms: null, ...fields,
  };
}

function change(kind: OfferChange['kind'], date: string, offerId: number, before: number | null, after: number | null): OfferChange {
  return { kind, date, offerId, sourceKey: String(offerId), supplierName: `Supplier ${offerId}`, companyId: null, product: `Plan ${offerId}`, termMonths: 12, rateType: 'Fixed', before, after };
}

describe('offer prices', () => {
  it('writes electricity in cents and gas in dollars per its unit', () => {
    expect(formatOfferPrice(0.149, 'kWh')).toBe('14.90');
    expect(formatOfferPrice(0.10425, 'kWh')).toBe('10.43');
    expect(formatOfferPrice(0.529, 'Ccf')).toBe('$0.529');
    expect(formatOfferPrice(5.2, 'Mcf')).toBe('$5.20');
    expect(formatPriceDelta(0.004, 'kWh')).toBe('+0.40¢');
    expect(formatPriceDelta(-0.04, 'Ccf')).toBe('\u2212$0.04');
    // A float's dust is no change.
    expect(formatPriceDelta(0.1 + 0.2 - 0.3, 'kWh')).toBe('0');
  });

  it('writes a numeric fee in dollars and free text as the source wrote it', () => {
    expect(formatFee('150.00')).toBe('$150.00');
    expect(formatFee('20 / remaining month')).toBe('20 / remaining month');
    expect(formatFee(null)).toBe('');
  });
});

describe('offer rows', () => {
  const offers = [
    offer(1, { price: 0.12, termMonths: 12, rateType: 'Fixed', supplierName: 'TXU ENERGY', renewablePercent: 6 }),
    offer(2, { price: 0.09, termMonths: 3, rateType: 'Variable', supplierName: 'RHYTHM', renewablePercent: 100 }),
    offer(3, { price: 0.11, termMonths: 12, rateType: 'Fixed', supplierName: 'rhythm', renewablePercent: null }),
  ];

  it('offers the terms, rate types and suppliers of the snapshot, and filters by them', () => {
    expect(filterOptions(offers)).toEqual({ terms: [3, 12], rateTypes: ['Fixed', 'Variable'], suppliers: ['RHYTHM', 'TXU ENERGY'] });
    expect(filterOffers(offers, { term: '12', rateType: '', supplier: '' }).map((o) => o.id)).toEqual([1, 3]);
    expect(filterOffers(offers, { term: '', rateType: 'fixed', supplier: 'RHYTHM' }).map((o) => o.id)).toEqual([3]);
  });

  it('sorts cheapest first by default, any column either way, missing values last', () => {
    expect(sortOffers(offers, { id: 'price', desc: false }, null).map((o) => o.id)).toEqual([2, 3, 1]);
    expect(sortOffers(offers, { id: 'renewable', desc: true }, null).map((o) => o.id)).toEqual([2, 1, 3]);
    expect(sortOffers(offers, { id: 'renewable', desc: false }, null).map((o) => o.id)).toEqual([1, 2, 3]);
    // Ties fall back to price.
    expect(sortOffers(offers, { id: 'term', desc: true }, null).map((o) => o.id)).toEqual([3, 1, 2]);
  });

  it('leaves out a usage column that only repeats the headline price', () => {
    const usage = [
      offer(1, { price: 0.086, pricesByUsage: { '500': 0.215, '1000': 0.086, '2000': 0.147 } }),
      offer(2, { price: 0.096, pricesByUsage: { '500': 0.196, '1000': 0.096, '2000': 0.147 } }),
    ];
    expect(usageKeys(usage)).toEqual(['500', '2000']);
  });

  it('tells the move since the previous snapshot', () => {
    expect(offerMove(offer(1, { price: 0.1, previousPrice: 0.096 }), '2026-01-05')).toEqual({ kind: 'up', delta: expect.closeTo(0.004, 9) });
    expect(offerMove(offer(1, { price: 0.1, previousPrice: null }), '2026-01-05')).toEqual({ kind: 'new' });
    expect(offerMove(offer(1, { price: 0.1, previousPrice: 0.1 }), '2026-01-05')).toEqual({ kind: 'same' });
    expect(offerMove(offer(1, { price: 0.1 }), null)).toEqual({ kind: 'first' });
  });
});

describe('price lines from the market changes', () => {
  const snapshots = ['2026-01-02', '2026-01-05', '2026-01-09'];

  it('rebuilds every snapshot price from the changes, and a gap before the offer was new', () => {
    const changes = [change('price', '2026-01-05', 1, 0.11, 0.105), change('price', '2026-01-09', 1, 0.105, 0.1), change('new', '2026-01-05', 2, null, 0.09)];
    expect(sparkSeries(offer(1, { price: 0.1 }), snapshots, changes, '2026-01-09').map((p) => p.price)).toEqual([0.11, 0.105, 0.1]);
    expect(sparkSeries(offer(2, { price: 0.09, firstSeen: '2026-01-05' }), snapshots, changes, '2026-01-09').map((p) => p.price)).toEqual([null, 0.09, 0.09]);
    // An earlier snapshot shown: nothing after it.
    expect(sparkSeries(offer(1, { price: 0.105 }), snapshots, changes, '2026-01-05').map((p) => p.price)).toEqual([0.11, 0.105]);
    // No change: the price held since first seen.
    expect(sparkSeries(offer(3, { price: 0.2 }), snapshots, changes, '2026-01-09').map((p) => p.price)).toEqual([0.2, 0.2, 0.2]);
  });
});

describe('what changed between two dates', () => {
  it('nets each offer: new, withdrawn, up and down; a change dated `from` and a round trip are not changes', () => {
    const changes = [
      change('price', '2026-01-02', 9, 0.2, 0.3), // how 01/02 came to be: left out
      change('new', '2026-01-05', 1, null, 0.1),
      change('withdrawn', '2026-01-09', 2, 0.12, null),
      change('price', '2026-01-05', 3, 0.1, 0.11),
      change('price', '2026-01-09', 3, 0.11, 0.115),
      change('price', '2026-01-05', 4, 0.1, 0.09),
      change('price', '2026-01-05', 5, 0.1, 0.12),
      change('price', '2026-01-09', 5, 0.12, 0.1), // back to its price
      change('new', '2026-01-05', 6, null, 0.1),
      change('withdrawn', '2026-01-09', 6, 0.1, null), // came and went
    ];
    const { counts, changes: net } = summarizeChanges(changes, '2026-01-02', '2026-01-09');
    expect(counts).toEqual({ new: 1, withdrawn: 1, up: 1, down: 1 });
    expect(net.map((c) => [c.kind, c.offerId, c.before, c.after])).toEqual([
      ['new', 1, null, 0.1],
      ['withdrawn', 2, 0.12, null],
      ['up', 3, 0.1, 0.115],
      ['down', 4, 0.1, 0.09],
    ]);
    expect(summarizeChanges(changes, '2026-01-05', '2026-01-09').counts).toEqual({ new: 0, withdrawn: 2, up: 1, down: 1 });
  });
});
