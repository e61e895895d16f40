import type { Queryable } from '../db/db.js';

/**
 * Writes a license's history (migration 021, issue 36) in the caller's transaction, beside the license change it
 * records. The rollup (license_activity_monthly) follows by trigger. Each event is kept once (its key is license,
 * type and date), so writing the same change again changes nothing.
 */

const INSERT_EVENT = `
  insert into license_events (license_id, event_type, event_date, active_delta, state_code, commodity, license_type)
  select l.id, $2, $3::date, $4, l.state_code, l.commodity, l.license_type from licenses l where l.id = $1
  on conflict do nothing`;

/**
 * A license seen for the first time: New on its registration date, or on `firstSeen` when it has none; and, when
 * it has an expiry date, its Expired on that date (deleted again if a renewal comes before it).
 */
export async function recordNewLicense(
  tx: Queryable, licenseId: number, dates: { registered: string | null; expiry: string | null; firstSeen: string },
): Promise<void> {
  const newOn = dates.registered ?? dates.firstSeen;
  await tx.query(INSERT_EVENT, [licenseId, 'New', newOn, 1]);
  // An expiry date before the registration date is a source error: the license is not counted expired before it began.
  if (dates.expiry) await tx.query(INSERT_EVENT, [licenseId, 'Expired', dates.expiry < newOn ? newOn : dates.expiry, -1]);
}

/**
 * A later expiry date recorded on `today`: Renewed today. An expiry still to come (after today) is called off; one
 * that has happened (today or before) stays, and the renewal makes the license active again. The new expiry date is its next Expired.
 */
export async function recordRenewal(tx: Queryable, licenseId: number, dates: { expiry: string; today: string }): Promise<void> {
  await tx.query(
    `delete from license_events where license_id = $1 and event_type = 'Expired' and event_date > $2::date`,
    [licenseId, dates.today],
  );
  // What is left nets to 1 while the license is active, 0 once it has expired (or when it was stored without a
  // history, which it enters now).
  const { rows } = await tx.query<{ active: number }>(
    'select coalesce(sum(active_delta), 0)::int as active from license_events where license_id = $1',
    [licenseId],
  );
  await tx.query(INSERT_EVENT, [licenseId, 'Renewed', dates.today, rows[0].active > 0 ? 0 : 1]);
  await tx.query(INSERT_EVENT, [licenseId, 'Expired', dates.expiry, -1]);
}
