import type { Db } from '../../db/db.js';
import { commodityId, commodityName } from '../../../../contract/licensedCompanies/commodities.js';
import { formatLicenseType } from '../../../../contract/format/text.js';
import { csvDay, toCsv, type CsvValue } from '../../../../contract/csv.js';
import type { LicensesRawDataRow, OffersRawDataRow, RawDataKind } from '../../../../contract/rawData/schemas.js';
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

/** Spec 1 §3: which kinds of offer the offers file of each state and commodity holds. */
export async function offersRawData(db: Db): Promise<OffersRawDataRow[]> {
  const { rows } = await db.query<Omit<OffersRawDataRow, 'id'> & { stateId: number }>(`
    select s.id as "stateId", s.code as state, s.name as "stateName", o.commodity,
           bool_or(o.offered_by = 'Supplier') as supplier,
           bool_or(o.offered_by = 'Utility') as utility,
           bool_or(o.customer_class = 'Residential') as residential,
           bool_or(o.customer_class = 'Small Commercial') as "smallCommercial"
      from retail_offers o join states s on s.code = o.state_code
     group by s.id, s.code, s.name, o.commodity
     order by s.name, o.commodity`);
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

export const OFFERS_CSV_HEADER = [
  'State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
  'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %', 'Posted Date', 'Valid Until',
] as const;

/** The current retail offers of one state and commodity. Offers hold no premium values. Null when there is no such file. */
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
  if (rows.length === 0) return null;
  const records: CsvValue[][] = rows.map((r) => [
    state.name, file.commodity, r.offered_by, r.legal_name, r.utility_name, r.customer_class, r.rate_type,
    r.price === null ? null : Number(r.price), r.price_unit, r.term_months, Number(r.etf), Number(r.monthly_fee), r.renewable_percent,
    csvDay(r.posted as string | null), csvDay(r.valid_until as string | null),
  ]);
  return { fileName: fileName(state.name, file.commodity, 'offers', today), csv: toCsv(OFFERS_CSV_HEADER, records), rows: records.length };
}

function capitalize(text: string | null): string | null {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
