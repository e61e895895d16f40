import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { OFFER_SOURCE_READERS } from '../src/offers/sources/index.js';
import { RAW_DATA_ENDPOINTS } from '../../contract/rawData/endpoints.js';
import { toCsv } from '../../contract/csv.js';

/**
 * Issue 60 §1: the `insights` source reads the product's own Offers Raw Data export unchanged, downloaded from the
 * real server as the Raw Data screen does, against the offers the database holds.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  // The seed imported the sample files: these tests import them from each market's first snapshot on.
  await clearImportedOffers(server.db);
  token = await server.tokenFor('member@contoso.test');
});
afterAll(() => server?.close());

async function exportOf(state: string, commodity: string): Promise<string> {
  const list = await server.api(RAW_DATA_ENDPOINTS.offers, { token });
  const { data } = (await list.json()) as { data: Array<{ id: number; state: string; commodity: string }> };
  const file = data.find((row) => row.state === state && row.commodity === commodity)!;
  const link = (await (await server.api(`${RAW_DATA_ENDPOINTS.downloadOffers}/${file.id}`, { token })).json()) as { data: string };
  const response = await fetch(link.data);
  expect(response.status).toBe(200);
  // The bytes as saved to disk, byte-order mark included (response.text() would drop it).
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}

const read = (text: string) => OFFER_SOURCE_READERS.insights.read(text, {});

describe('insights: the Offers Raw Data export', () => {
  it('reads a downloaded file whole: every offer the database holds for that state and commodity, utility rates included', async () => {
    const text = await exportOf('PA', 'Natural Gas');
    expect(text.startsWith('\uFEFFState,')).toBe(true);
    const result = read(text);
    const { rows } = await server.db.query<{
      offered_by: string; supplier: string | null; utility_name: string; customer_class: string; rate_type: string; price: string;
      price_unit: string; term_months: number; etf: string; monthly_fee: string; renewable_percent: number;
    }>(`
      select o.offered_by, c.legal_name as supplier, o.utility_name, o.customer_class, o.rate_type, o.price::text, o.price_unit,
             o.term_months, o.early_termination_fee::text as etf, o.monthly_fee::text, o.renewable_percent
        from retail_offers o left join companies c on c.id = o.supplier_company_id
       where o.state_code = 'PA' and o.commodity = 'Natural Gas'`);
    expect(rows.length).toBeGreaterThan(10);
    expect(result).toMatchObject({ source: 'insights', rows: rows.length, skipped: [] });
    const fromFile = result.offers.map((offer) => JSON.stringify([
      offer.market.stateCode, offer.market.commodity, offer.isUtilityRate ? 'Utility' : 'Supplier', offer.isUtilityRate ? null : offer.supplierName,
      offer.market.utility, offer.market.customerClass, offer.rateType, offer.price, offer.market.unit, offer.termMonths,
      Number(offer.cancellationFee), offer.monthlyFee, offer.renewablePercent,
    ])).sort();
    const fromDb = rows.map((row) => JSON.stringify([
      'PA', 'Natural Gas', row.offered_by, row.supplier, row.utility_name, row.customer_class, row.rate_type, Number(row.price),
      row.price_unit, row.term_months, Number(row.etf), Number(row.monthly_fee), row.renewable_percent,
    ])).sort();
    expect(fromFile).toEqual(fromDb);
    // A utility's own rate has no supplier in the export: it is the utility's price to compare.
    const utilityRates = result.offers.filter((offer) => offer.isUtilityRate);
    expect(utilityRates).toHaveLength(rows.filter((row) => row.offered_by === 'Utility').length);
    expect(utilityRates.length).toBeGreaterThan(0);
    for (const offer of utilityRates) expect(offer.supplierName).toBe(offer.market.utility);
    expect(result.offers.every((offer) => offer.sourceKey === null && offer.product === null)).toBe(true);
  });

  it('reads Product and Source Key when present, any unit, a state by name or code, and texts the export neutralised', () => {
    const header = ['State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
      'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %', 'Posted Date', 'Valid Until', 'Product', 'Source Key'];
    const text = toCsv(header, [
      ['Texas', 'Electric', 'Supplier', 'CIRRO ENERGY', 'AEP TEXAS CENTRAL', 'Residential', 'Fixed', 0.154, 'kWh', 12, '150.00', 0, 24, '2026-01-09', null, 'Smart Simple 12', '11682'],
      ['Ohio', 'Natural Gas', 'Supplier', 'IGS Energy', 'Columbia Gas of Ohio', 'Residential', 'Fixed', 0.579, 'Ccf', 6, '50', 0, null, null, null, null, null],
      ['OH', 'Natural Gas', 'Utility', null, 'Enbridge Gas Ohio', 'Residential', 'Variable', 5.18, 'Mcf', null, '0', 0, null, null, null, null, null],
      ['Texas', 'Electric', 'Supplier', 'CIRRO ENERGY', 'AEP TEXAS CENTRAL', 'Residential', 'Fixed', 0.16, 'kWh', 24, '150.00', 0, 24, null, null, '-Special- offer', '11683'],
    ]);
    expect(text).toContain("'-Special- offer");
    const { offers, skipped } = read(text);
    expect(skipped).toEqual([]);
    expect(offers[0]).toMatchObject({
      market: { stateCode: 'TX', utility: 'AEP TEXAS CENTRAL', commodity: 'Electric', customerClass: 'Residential', unit: 'kWh' },
      sourceKey: '11682', product: 'Smart Simple 12', supplierName: 'CIRRO ENERGY', price: 0.154, termMonths: 12,
      cancellationFee: '150.00', monthlyFee: 0, renewablePercent: 24, isUtilityRate: false, line: 2,
    });
    expect(offers[1]).toMatchObject({ market: { stateCode: 'OH', unit: 'Ccf' }, sourceKey: null, product: null, renewablePercent: null });
    expect(offers[2]).toMatchObject({ market: { stateCode: 'OH', unit: 'Mcf' }, supplierName: 'Enbridge Gas Ohio', isUtilityRate: true, termMonths: null });
    expect(offers[3].product).toBe('-Special- offer');
  });

  it('skips a bad row with its line and reason', () => {
    const header = ['State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
      'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %', 'Posted Date', 'Valid Until'];
    const good = ['Texas', 'Electric', 'Supplier', 'CIRRO ENERGY', 'AEP TEXAS CENTRAL', 'Residential', 'Fixed', 0.154, 'kWh', 12, 150, 0, 24, null, null];
    const text = toCsv(header, [
      good,
      ['Atlantis', ...good.slice(1)],
      [...good.slice(0, 7), 'abc', ...good.slice(8)],
      [...good.slice(0, 8), 'kW', ...good.slice(9)],
      [...good.slice(0, 9), 'twelve', ...good.slice(10)],
      good,
    ]);
    const result = read(text);
    expect(result.rows).toBe(6);
    expect(result.skipped).toEqual([
      { line: 3, reason: "State 'Atlantis' is not a state we know." },
      { line: 4, reason: "Price 'abc' is not a number." },
      { line: 5, reason: "Price Unit 'kW' is not one of kWh, Ccf, Mcf, therm." },
      { line: 6, reason: "Term (months) 'twelve' is not a number of months." },
    ]);
    expect(result.offers.map((offer) => offer.line)).toEqual([2, 7]);
  });
});
