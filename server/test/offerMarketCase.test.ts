/**
 * A market is one whatever the case of its utility and customer class (issue 60's closing note): the import finds a
 * stored market without regard to case, so the rows of one file that differ only in that case are one market too,
 * written as the file first spells it, with every one of their offers in its snapshot.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_SOURCE_READERS } from '../src/offers/sources/index.js';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { PTC_FILE, csvRows, importText, ptcText } from './offersRead.support.js';

const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const rows = csvRows(readFileSync(PTC_FILE, 'utf8'));
const oncorRows = rows.filter((row) => row['[TduCompanyName]'] === ONCOR).length;
const utilities = new Set(rows.map((row) => row['[TduCompanyName]']!)).size;

/** The Power to Choose file with every other Oncor row's utility written as `spelling`, and the first as `first`. */
function mixedCase(first: string, spelling: string): string {
  let n = 0;
  return ptcText(rows.map((row) => {
    if (row['[TduCompanyName]'] !== ONCOR) return row;
    n += 1;
    return { ...row, '[TduCompanyName]': n === 1 ? first : n % 2 === 0 ? spelling : ONCOR };
  }));
}

describe('one file spelling a market in two cases', () => {
  it('reads as one market, spelled as its first row spells it', () => {
    expect(oncorRows).toBeGreaterThan(100);
    const result = OFFER_SOURCE_READERS.ptc.read(mixedCase('Oncor Electric Delivery Company', ONCOR.toLowerCase()), {});
    const oncor = result.offers.filter((offer) => offer.market.utility.toLowerCase() === ONCOR.toLowerCase());
    expect(oncor).toHaveLength(oncorRows);
    expect(new Set(oncor.map((offer) => offer.market.utility))).toEqual(new Set(['Oncor Electric Delivery Company']));
  });

  describe('imported', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
      await clearImportedOffers(server.db);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('makes one market holding every row in its snapshot; a later file in another case finds it', async () => {
      const report = await importText(server.db, 'ptc', mixedCase('Oncor Electric Delivery Company', ONCOR.toLowerCase()), { asOf: '2026-01-09' });
      expect(report.markets).toHaveLength(utilities);
      expect(report.markets.find((m) => m.utility.toLowerCase() === ONCOR.toLowerCase())).toMatchObject({
        utility: 'Oncor Electric Delivery Company', offers: oncorRows,
      });
      const snapshotOffers = async () => (await server.db.query<{ utility: string; n: number; observed: number }>(
        `select m.utility, s.offer_count as n, (select count(*) from offer_observations ob where ob.snapshot_id = s.id)::int as observed
           from offer_markets m join offer_snapshots s on s.market_id = m.id
          where lower(m.utility) = lower($1) order by s.as_of`,
        [ONCOR],
      )).rows;
      expect(await snapshotOffers()).toEqual([{ utility: 'Oncor Electric Delivery Company', n: oncorRows, observed: oncorRows }]);

      // The next day's file spells it in capitals (and a few rows in lower case): the same market, as stored.
      const next = await importText(server.db, 'ptc', mixedCase(ONCOR, ONCOR.toLowerCase()), { asOf: '2026-01-10' });
      expect(next.markets.find((m) => m.utility.toLowerCase() === ONCOR.toLowerCase())).toMatchObject({
        utility: 'Oncor Electric Delivery Company', offers: oncorRows,
      });
      expect(next).toMatchObject({ new: 0, changed: 0, withdrawn: 0 });
      expect((await snapshotOffers()).map((s) => s.observed)).toEqual([oncorRows, oncorRows]);
    });
  });
});
