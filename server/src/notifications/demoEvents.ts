import type { Db } from '../db/db.js';
import type { NotificationBus } from './bus.js';
import { isoDay, recipientsOf } from './events.js';
import { ingestLicenses, type LicenseFileRow } from './ingest.js';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/**
 * One plausible event that a follower (or a market watcher) with web notifications will see, through the same path as an ingested
 * file: a renewal (expiry moved a year later) of a followed license, or a new license beside it.
 */
export async function generateDemoEvent(db: Db, bus: NotificationBus, random = Math.random): Promise<LicenseFileRow | null> {
  const { rows } = await db.query<{ companyId: string; state: string; commodity: string; number: string | null; type: string; expiry: string | null }>(
    `select l.company_id::text as "companyId", l.state_code as state, l.commodity, l.license_number as number,
            l.license_type as type, l.license_expiry_date::text as expiry
       from licenses l ${recipientsOf(`'New'`)}
      where l.is_latest and coalesce(s.allow_web, true)
      order by random() limit 1`,
  );
  const license = rows[0];
  if (!license) return null;
  const today = isoDay(new Date());
  let row: LicenseFileRow;
  if (random() < 0.5 && license.number) {
    row = {
      State: license.state, Commodity: license.commodity, CompanyId: license.companyId, LicenseNumber: license.number,
      LicenseType: license.type, LicenseExpiryDate: addDays(license.expiry && license.expiry > today ? license.expiry : today, 365),
    };
  } else {
    // Same state, commodity and type as a followed license, so a follow narrowed to one license hears it too.
    row = {
      State: license.state, Commodity: license.commodity, CompanyId: license.companyId,
      LicenseNumber: `DEMO-${Date.now().toString(36).toUpperCase()}`, LicenseType: license.type,
      LicenseRegisteredDate: today, LicenseExpiryDate: addDays(today, 730),
    };
  }
  await ingestLicenses(db, bus, [row], today);
  return row;
}

export function startDemoEvents(db: Db, bus: NotificationBus, everyMs: number, onError: (error: unknown) => void) {
  const timer = setInterval(() => void generateDemoEvent(db, bus).catch(onError), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
