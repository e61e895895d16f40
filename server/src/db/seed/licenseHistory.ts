import { Random } from './prng.js';
import { addDays, isoDate } from './dates.js';
import type { MarketData } from './generateMarket.js';
import type { TableRows } from './tableRows.js';

/**
 * How often each regulator makes a license be renewed, in years (issue 36: renewals on each state's 1–3-year
 * cycle). Plausible, not researched: the charts need each market to have its own rhythm.
 */
export const RENEWAL_YEARS: Readonly<Record<string, 1 | 2 | 3>> = {
  TX: 2, PA: 1, OH: 2, IL: 1, NY: 3, NJ: 1, MD: 1, MA: 1, CT: 2, RI: 3,
  NH: 2, ME: 3, DE: 3, DC: 3, MI: 1, CA: 2, GA: 3, VA: 1, KY: 2, OR: 3,
};

/** Renewals are drawn for this many months before today: the charts' 36 and a little to spare. */
const HISTORY_MONTHS = 37;

export const LICENSE_EVENT_COLUMNS = ['license_id', 'event_type', 'event_date', 'active_delta', 'state_code', 'commodity', 'license_type'];
/** Their SQL types, for insertByColumns. */
export const LICENSE_EVENT_TYPES = ['integer', 'text', 'date', 'smallint', 'text', 'text', 'text'];

interface LicenseRow {
  index: number;
  id: number;
  state: string;
  companyId: string;
  commodity: string;
  registered: string;
  expiry: string | null;
  type: string;
}

/**
 * The seed's license history (migration 021), drawn from its own random stream so the rest of the seed stays as it
 * was: every latest license's New (on its earlier term's registration date when it has one, then Renewed shortly
 * before the current term), renewals on its state's cycle during the last 37 months, and its Expired on its expiry
 * date (after today: an expiry still to come). A few companies leave a market at once: every license of theirs
 * ends on one day, withdrawn (their license rows change to say so; such companies are neither followed nor in a
 * seeded notification, so nothing else of the seed refers to those dates).
 */
export function generateLicenseHistory(seed: number, today: Date, market: MarketData, tenants: { follows: TableRows; notifications: TableRows }): TableRows {
  const random = new Random(seed + 36);
  const todayText = isoDate(today);
  const windowStart = isoDate(addDays(today, -Math.round(HISTORY_MONTHS * 30.44)));
  const columns = market.licenses.columns;
  const at = (name: string) => columns.indexOf(name);
  const [ID, STATE, COMPANY, COMMODITY, REGISTERED, EXPIRY, TYPE, STATUS, LATEST] = [
    'id', 'state_code', 'company_id', 'commodity', 'license_registered_date', 'license_expiry_date', 'license_type', 'license_status', 'is_latest',
  ].map(at);
  const rowOf = (index: number): LicenseRow => {
    const row = market.licenses.rows[index];
    return {
      index, id: row[ID] as number, state: row[STATE] as string, companyId: row[COMPANY] as string, commodity: row[COMMODITY] as string,
      registered: row[REGISTERED] as string, expiry: row[EXPIRY] as string | null, type: row[TYPE] as string,
    };
  };

  exits(random, today, market, tenants, { EXPIRY, STATUS, REGISTERED });

  const events: unknown[][] = [];
  const add = (license: LicenseRow, type: 'New' | 'Renewed' | 'Expired', date: string, delta: number) =>
    events.push([license.id, type, date, delta, license.state, license.commodity, license.type]);

  for (let index = 0; index < market.licenses.rows.length; index++) {
    if (market.licenses.rows[index][LATEST] !== true) continue;
    const license = rowOf(index);
    // An earlier term is the row after this one (generateMarket writes it right after the latest).
    const earlier = market.renewedLicenseIds.has(license.id) ? rowOf(index + 1) : null;
    if (earlier) {
      add(license, 'New', earlier.registered, 1);
      const renewed = isoDate(addDays(new Date(license.registered), -random.int(1, 30)));
      add(license, 'Renewed', renewed > earlier.registered ? renewed : license.registered, 0);
    } else add(license, 'New', license.registered, 1);

    const cycleDays = (RENEWAL_YEARS[license.state] ?? 2) * 365;
    const end = license.expiry && license.expiry < todayText ? license.expiry : todayText;
    let previous = '';
    for (let k = 1; ; k++) {
      const day = isoDate(addDays(new Date(license.registered), k * cycleDays - random.int(3, 40)));
      if (day >= end) break;
      if (day >= windowStart && day > license.registered && day !== previous) add(license, 'Renewed', day, 0);
      previous = day;
    }
    if (license.expiry) add(license, 'Expired', license.expiry < license.registered ? license.registered : license.expiry, -1);
  }
  return { table: 'license_events', columns: LICENSE_EVENT_COLUMNS, rows: events };
}

/**
 * A few companies (about 6 per 2,000) leave all their markets on one day in the last 36 months: each of their
 * licenses expires that day, withdrawn. Only companies with three or more licenses, none renewed before, and none
 * that a seeded follow or notification refers to.
 */
function exits(
  random: Random, today: Date, market: MarketData, tenants: { follows: TableRows; notifications: TableRows },
  at: { EXPIRY: number; STATUS: number; REGISTERED: number },
): void {
  const followed = new Set(tenants.follows.rows.map((row) => row[tenants.follows.columns.indexOf('company_id')]));
  const notified = new Set(tenants.notifications.rows.map((row) => row[tenants.notifications.columns.indexOf('license_id')]));
  const candidates = market.companyIds.filter((companyId) => {
    const ids = market.latestLicenseIdsByCompany.get(companyId) ?? [];
    return ids.length >= 3 && !followed.has(companyId) && ids.every((id) => !notified.has(id) && !market.renewedLicenseIds.has(id));
  });
  const wanted = Math.max(4, Math.round((market.companyIds.length / 2000) * 6));
  let exited = 0;
  const DAY_MS = 86_400_000;
  for (const companyId of random.sample(candidates, candidates.length)) {
    if (exited >= wanted) break;
    const rows = market.latestLicenseIdsByCompany.get(companyId)!.map((id) => market.licenses.rows[id - 1]);
    const latestStart = rows.map((row) => row[at.REGISTERED] as string).sort().at(-1)!;
    // Some day in the last 34 months, at least a month after its newest license began and 20 days before today.
    const earliest = Math.max(Date.parse(latestStart) + 30 * DAY_MS, addDays(today, -34 * 30).getTime());
    const latest = addDays(today, -20).getTime();
    if (earliest > latest) continue;
    const day = isoDate(new Date(earliest + random.int(0, Math.floor((latest - earliest) / DAY_MS)) * DAY_MS));
    exited += 1;
    for (const row of rows) {
      row[at.EXPIRY] = day;
      row[at.STATUS] = 'Withdrawn';
    }
  }
}
