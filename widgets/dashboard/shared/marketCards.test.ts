import { describe, expect, it } from 'vitest';
import type { PricingLeaderboardGroup, Top5Group } from '../../core/api/dashboard';
import { myMarketCards, topMarketCards } from './marketCards';

const own = (rank: number, delta = 0.0123) => ({ Rank: rank, SupplierName: 'Northwind Energy LLC', BestDelta: delta, SupplierInsightsIdentifier: '1005' });
const market = (state: string, utility: string, rank: number, total: number) => ({ State: state, Utility: utility, TotalSuppliers: total, SupplierRankings: [own(rank)] });

describe('topMarketCards', () => {
  it('one card per market, electricity before gas, utility trimmed, at most 10', () => {
    const groups: Top5Group[] = [
      { Commodity: 2, Rankings: [market('PA', ' Columbia Gas ', 2, 6)] },
      { Commodity: 1, Rankings: Array.from({ length: 12 }, (_, i) => market('TX', `Utility ${i}`, i + 1, 12)) },
    ];
    const cards = topMarketCards(groups);
    expect(cards).toHaveLength(10);
    expect(cards.every((c) => c.commodity === 1)).toBe(true);
    expect(cards[0]).toMatchObject({ state: 'TX', utility: 'Utility 0', rank: 1, total: 12, price: 0.0123 });
    expect(topMarketCards(groups.slice(0, 1))[0]).toMatchObject({ commodity: 2, utility: 'Columbia Gas', rank: 2, total: 6 });
  });

  it('skips a market without a ranking and is empty for an empty reply', () => {
    expect(topMarketCards([{ Commodity: 1, Rankings: [{ State: 'OH', Utility: 'AEP', SupplierRankings: [] }] }])).toEqual([]);
    expect(topMarketCards([])).toEqual([]);
  });
});

describe('myMarketCards', () => {
  const rank = (id: string, r: number, name = `Supplier ${id}`) => ({ Rank: r, SupplierName: name, Price: 0.1 + r / 100, SupplierInsightsIdentifier: id });
  const board: PricingLeaderboardGroup[] = [
    { Commodity: 2, Rankings: [{ State: 'OH', Utility: 'Dominion', SupplierRank: [rank('1001', 1), rank('1005', 2), rank('1002', 3)] }] },
    {
      Commodity: 1,
      Rankings: [
        { State: 'TX', Utility: 'Oncor ', SupplierRank: [rank('1002', 2), rank('1001', 1), rank('1003', 3), rank('1005', 4), rank('1004', 5)] },
        { State: 'PA', Utility: 'PECO', SupplierRank: [rank('1001', 1), rank('1002', 2)] },
      ],
    },
  ];
  const top5: Top5Group[] = [{ Commodity: 1, Rankings: [market('TX', 'Oncor', 4, 5)] }];

  it("keeps the markets that rank the client's own supplier, electricity first, with medals, own rank and last place", () => {
    const cards = myMarketCards(top5, board);
    expect(cards.map((c) => `${c.commodity} ${c.state} ${c.utility}`)).toEqual(['1 TX Oncor', '2 OH Dominion']);
    expect(cards[0].medals.map((m) => [m.rank, m.supplierId])).toEqual([[1, '1001'], [2, '1002'], [3, '1003']]);
    expect(cards[0].own).toEqual({ rank: 4, supplierId: '1005', name: 'Supplier 1005' });
    expect(cards[0].last.supplierId).toBe('1004');
    expect(cards[0].total).toBe(5);
    expect(cards[1].last.supplierId).toBe('1002');
  });

  it('nothing without an own supplier (an empty top-5 reply)', () => {
    expect(myMarketCards([], board)).toEqual([]);
  });
});

describe('market cards from imported offers (issue 60)', () => {
  it('name their source and date; a modelled market names none', () => {
    const [imported, modelled] = topMarketCards([{ Commodity: 1, Rankings: [
      { State: 'TX', Utility: 'ONCOR', Source: 'Power to Choose', AsOf: '2026-01-09', TotalSuppliers: 41, SupplierRankings: [{ Rank: 3, SupplierName: 'X', BestDelta: 0.01, SupplierInsightsIdentifier: '1' }] },
      { State: 'PA', Utility: 'PECO', TotalSuppliers: 9, SupplierRankings: [{ Rank: 2, SupplierName: 'X', BestDelta: 0.01, SupplierInsightsIdentifier: '1' }] },
    ] }]);
    expect(imported.source).toBe('Power to Choose, 01/09/2026');
    expect(modelled.source).toBe('');
    const top5 = [{ Commodity: 1 as const, Rankings: [{ State: 'TX', Utility: 'ONCOR', SupplierRankings: [{ Rank: 1, SupplierName: 'Own', BestDelta: 0, SupplierInsightsIdentifier: 'own' }] }] }];
    const [mine] = myMarketCards(top5, [{ Commodity: 1, Rankings: [{ State: 'TX', Utility: 'ONCOR', Source: 'Power to Choose', AsOf: '2026-01-09',
      SupplierRank: [{ Rank: 1, SupplierName: 'Own', Price: 0.1, SupplierInsightsIdentifier: 'own' }] }] }]);
    expect(mine.source).toBe('Power to Choose, 01/09/2026');
  });
});
