import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { toSeries } from './series';
import type { ChartData } from './types';

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Alpha')).toBe('"Alpha"');
    expect(csvCell('Say "hi", then')).toBe('"Say ""hi"", then"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('neutralises text starting with = + - @ tab or CR', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('leaves numbers it writes itself alone', () => {
    expect(csvCell(-0.5)).toBe('"-0.5"');
  });
});

describe('toCsv', () => {
  const data: ChartData = [
    {
      Date: '06/16/2025',
      Suppliers: [
        {
          Supplier: '=Evil Energy',
          InsightsSupplierIdentifier: '9',
          Rank: 2,
          Deltas: [{ CurrPrice: 0.09, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: 0.08, NextWorsePrice: null }],
        },
      ],
    },
    { Date: '06/17/2025', Suppliers: [] },
  ];

  it('writes the header and one row per supplier and date with a value', () => {
    expect(toCsv(toSeries(data).series)).toBe(
      '"Date","Supplier","Rank","Price","BestPrice","WorstPrice"\r\n' +
        `"06/16/2025","'=Evil Energy","2","0.09","0.07","0.12"\r\n`,
    );
  });

  it('is only the header for no series', () => {
    expect(toCsv([])).toBe('"Date","Supplier","Rank","Price","BestPrice","WorstPrice"\r\n');
  });
});
