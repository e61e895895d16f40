import type { Db } from '../../db/db.js';
import { commodityId, commodityName } from '../../../../contract/licensedCompanies/commodities.js';
import { formatLicenseType } from '../../../../contract/format/text.js';
import { csvDay, toCsv, type CsvValue } from '../../../../contract/csv.js';
import type { LicensesRawDataRow, OffersRawDataRow, RawDataKind } from '../../../../contract/rawData/schemas.js';
import { utilityMatchKey } from '../../pricing/importedMarkets.js';
import { cachedByDataVersion } from '../routeHelpers.js';

/**
 * One raw data file per state and commodity. Its id is stable across reseeds and restarts:
 * state id × 10 + commodity id (1 Electric, 2 Natural Gas), e.g. 12 = state 1, Natural Gas.
 */
export const fileIdOf = (stateId: number, commodity: string) => stateId * 10 + commodityId(commodity);

export function parseFileId(id: number): { stateId: number; commodity: string } | null {
  const commodity = commodityName(id % 10);
  const stateId = Math.floor(id / 10);
  return commodity && stateId > 0 ? { stateId, commodity } : null;
}

/**
 * Spec 1 §3: which kinds of company the licenses file of each state and commodity holds. It reads every latest
 * license, so it is kept until licenses, companies or states are written again (cachedByDataVersion).
 */
export function licensesRawData(db: Db): Promise<LicensesRawDataRow[]> {
  return cachedByDataVersion(db, 'licensesRawData', async () => {
    const { rows } = await db.query<Omit<LicensesRawDataRow, 'id'> & { stateId: number }>(`
    select s.id as "stateId", s.code as state, s.name as "stateName", l.commodity,
           bool_or(c.company_type = 'broker') as broker,
           bool_or(c.company_type = 'supplier') as supplier,
           bool_or(c.company_type = 'aggregator') as aggregator
      from licenses l join companies c on c.id = l.company_id join states s on s.code = l.state_code
     where l.is_latest
     group by s.id, s.code, s.name, l.commodity
     order by s.name, l.commodity`);
    return rows.map(({ stateId, ...row }) => ({ id: fileIdOf(stateId, row.commodity), ...row }));
  });
}

/**
 * Spec 1 §3: which kinds of offer the offers file of each state and commodity holds: the modelled retail offers and
 * the imported ones (issue 60 §5), whose markets' latest snapshots the file adds.
 */
export async function offersRawData(db: Db): Promise<OffersRawDataRow[]> {
  const { rows } = await db.query<Omit<OffersRawDataRow, 'id'> & { stateId: number }>(`
    with kinds as (
      select state_code, commodity, offered_by = 'Supplier' as supplier, offered_by = 'Utility' as utility, customer_class
        from retail_offers
      union all
      select m.state_code, m.commodity, bool_or(not o.is_utility_rate), bool_or(o.is_utility_rate), m.customer_class
        from offer_markets m join offers o on o.market_id = m.id
       group by m.id, m.state_code, m.commodity, m.customer_class)
    select s.id as "stateId", s.code as state, s.name as "stateName", k.commodity,
           bool_or(k.supplier) as supplier,
           bool_or(k.utility) as utility,
           bool_or(k.customer_class = 'Residential') as residential,
           bool_or(k.customer_class = 'Small Commercial') as "smallCommercial"
      from kinds k join states s on s.code = k.state_code
     group by s.id, s.code, s.name, k.commodity
     order by s.name, k.commodity`);
  return rows.map(({ stateId, ...row }) => ({ id: fileIdOf(stateId, row.commodity), ...row }));
}

export interface CsvFile {
  fileName: string;
  csv: string;
  rows: number;
}

async function stateOf(db: Db, stateId: number) {
  const { rows } = await db.query<{ code: string; name: string }>('select code, name from states where id = $1', [stateId]);
  return rows[0];
}

function fileName(stateName: string, commodity: string, kind: RawDataKind, today: Date): string {
  const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug(stateName)}_${slug(commodity)}_${kind}_${today.toISOString().slice(0, 10)}.csv`;
}

export const LICENSES_CSV_HEADER = [
  'State', 'Commodity', 'Company Name', 'Associated Legal Name', 'Company Type', 'License Type', 'License Number',
  'License Status', 'Date Issued', 'Expiry Date', 'Last Found On', 'Source URL', 'Official Website',
] as const;

/** The current latest licenses of one state and commodity. Null when there is no such file. */
export async function licensesCsv(db: Db, id: number, premium: boolean, today = new Date()): Promise<CsvFile | null> {
  const file = parseFileId(id);
  const state = file && (await stateOf(db, file.stateId));
  if (!file || !state) return null;
  const { rows } = await db.query<Record<string, string | null>>(`
    select c.legal_name, l.associated_legal_name, c.company_type, l.license_type, l.license_number, l.license_status,
           to_char(l.license_registered_date, 'YYYY-MM-DD') as registered, to_char(l.license_expiry_date, 'YYYY-MM-DD') as expiry,
           to_char(l.last_found_on, 'YYYY-MM-DD') as last_found, l.source_url, c.email_domain
      from licenses l join companies c on c.id = l.company_id
     where l.is_latest and l.state_code = $1 and l.commodity = $2
     order by lower(c.legal_name), l.id`, [state.code, file.commodity]);
  if (rows.length === 0) return null;
  const premiumOnly = (value: string | null) => (premium ? value : null);
  const records: CsvValue[][] = rows.map((r) => [
    state.name, file.commodity, r.legal_name, r.associated_legal_name, capitalize(r.company_type), formatLicenseType(r.license_type),
    premiumOnly(r.license_number), premiumOnly(r.license_status), premiumOnly(csvDay(r.registered)), premiumOnly(csvDay(r.expiry)),
    premiumOnly(csvDay(r.last_found)), premiumOnly(r.source_url), r.email_domain ? `https://www.${r.email_domain}` : null,
  ]);
  return { fileName: fileName(state.name, file.commodity, 'licenses', today), csv: toCsv(LICENSES_CSV_HEADER, records), rows: records.length };
}

/**
 * Product and Source Key (issue 60 §5) come last, so a file read by its first columns reads as before; the `insights`
 * offer source reads both back (an imported offer keeps its id in its source across an export and an import).
 */
export const OFFERS_CSV_HEADER = [
  'State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
  'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %', 'Posted Date', 'Valid Until', 'Product', 'Source Key',
] as const;

/**
 * The current retail offers of one state and commodity: the modelled ones, then the imported ones of each market's
 * latest snapshot (English rows: a source's other languages repeat its offers), with the market's own unit, the
 * supplier as the file names it, the price that day and the date first seen as Posted Date. As on First to Worst, an
 * imported market replaces the modelled offers of its utility (pricing/importedMarkets.ts utilityMatchKey) and
 * customer class: the file then reads back (`insights` source) as one market per utility. Offers hold no premium
 * values. Null when there is no such file.
 */
export async function offersCsv(db: Db, id: number, today = new Date()): Promise<CsvFile | null> {
  const file = parseFileId(id);
  const state = file && (await stateOf(db, file.stateId));
  if (!file || !state) return null;
  const { rows } = await db.query<Record<string, string | number | null>>(`
    select o.offered_by, c.legal_name, o.utility_name, o.customer_class, o.rate_type, o.price::text as price, o.price_unit,
           o.term_months, o.early_termination_fee::text as etf, o.monthly_fee::text as monthly_fee, o.renewable_percent,
           to_char(o.posted_date, 'YYYY-MM-DD') as posted, to_char(o.valid_until, 'YYYY-MM-DD') as valid_until
      from retail_offers o left join companies c on c.id = o.supplier_company_id
     where o.state_code = $1 and o.commodity = $2
     order by o.utility_name, o.customer_class, o.offered_by desc, lower(c.legal_name), o.id`, [state.code, file.commodity]);
  const { rows: markets } = await db.query<{ utility: string; customerClass: string }>(
    'select utility, customer_class as "customerClass" from offer_markets where state_code = $1 and commodity = $2', [state.code, file.commodity]);
  const replaced = new Set(markets.map((m) => `${utilityMatchKey(m.utility)}|${m.customerClass}`));
  const records: CsvValue[][] = rows.filter((r) => !replaced.has(`${utilityMatchKey(String(r.utility_name))}|${r.customer_class}`)).map((r) => [
    state.name, file.commodity, r.offered_by, r.legal_name, r.utility_name, r.customer_class, r.rate_type,
    r.price === null ? null : Number(r.price), r.price_unit, r.term_months, Number(r.etf), Number(r.monthly_fee), r.renewable_percent,
    csvDay(r.posted as string | null), csvDay(r.valid_until as string | null), null, null,
  ]);
  records.push(...(await importedOfferRecords(db, state, file.commodity)));
  if (records.length === 0) return null;
  return { fileName: fileName(state.name, file.commodity, 'offers', today), csv: toCsv(OFFERS_CSV_HEADER, records), rows: records.length };
}

async function importedOfferRecords(db: Db, state: { code: string; name: string }, commodity: string): Promise<CsvValue[][]> {
  const { rows } = await db.query<Record<string, string | number | boolean | null>>(`
    select o.is_utility_rate, o.supplier_name, m.utility, m.customer_class, o.rate_type, ob.price::text as price, m.unit,
           o.term_months, o.cancellation_fee, o.monthly_fee::text as monthly_fee, o.renewable_percent::text as renewable,
           to_char(o.first_seen, 'YYYY-MM-DD') as first_seen, o.product, o.source_key
      from offer_markets m
      join lateral (select id from offer_snapshots where market_id = m.id order by as_of desc limit 1) s on true
      join offer_observations ob on ob.snapshot_id = s.id
      join offers o on o.id = ob.offer_id
     where m.state_code = $1 and m.commodity = $2 and lower(coalesce(o.language, 'English')) = 'english'
     order by lower(m.utility), m.customer_class, o.is_utility_rate desc, ob.price, lower(o.supplier_name), o.source_key`,
    [state.code, commodity]);
  const number = (value: string | number | boolean | null) => (value === null ? null : Number(value));
  return rows.map((r) => [
    state.name, commodity, r.is_utility_rate ? 'Utility' : 'Supplier', r.supplier_name as string, r.utility as string,
    r.customer_class as string, r.rate_type as string | null, number(r.price), r.unit as string, r.term_months as number | null,
    r.cancellation_fee as string | null, number(r.monthly_fee), number(r.renewable), csvDay(r.first_seen as string), null,
    r.product as string | null, r.source_key as string,
  ]);
}

function capitalize(text: string | null): string | null {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
