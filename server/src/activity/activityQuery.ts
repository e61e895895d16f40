import type { Queryable } from '../db/db.js';
import {
  EXPIRY_OUTLOOK_DAYS, monthRange, type ActivityMonth, type ExpiryOutlookReply, type MarketFilterQuery,
} from '../../../contract/activity/schemas.js';

/**
 * Reads of the license history (migration 021, docs/decisions/0022-market-activity-rollup.md). Months come from
 * the monthly rollup; the current month less its events dated after today (an expiry later this month has not
 * happened yet); months after it count nothing and keep today's Active.
 */

/** SQL conditions for a market filter on a table with state_code, commodity and license_type; adds its params. */
export function marketConditions(filter: MarketFilterQuery, params: unknown[], alias = ''): string {
  const column = (name: string) => `${alias}${name}`;
  const conditions: string[] = [];
  if (filter.stateCode) {
    params.push(filter.stateCode);
    conditions.push(`${column('state_code')} = $${params.length}`);
  }
  if (filter.commodity) {
    params.push(filter.commodity === 'Electric' ? 'Electric' : 'Natural Gas');
    conditions.push(`${column('commodity')} = $${params.length}`);
  }
  if (filter.licenseType === 'Supplier') conditions.push(`${column('license_type')} = 'Supplier'`);
  else if (filter.licenseType === 'ABC') conditions.push(`${column('license_type')} <> 'Supplier'`);
  else if (filter.licenseType) {
    // A kind of ABC license matches every stored value naming it: 'Broker' is in 'Broker|n/a' and 'Agent|Broker'.
    params.push(filter.licenseType);
    conditions.push(`$${params.length} = any(string_to_array(${column('license_type')}, '|'))`);
  }
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
}

/**
 * SQL conditions for a market filter on the rollup, whose rows hold each market also as '*' (every state, both
 * commodities, every type): one row per month, or one per stored type of a type family.
 */
export function rollupConditions(filter: MarketFilterQuery, params: unknown[]): string {
  params.push(filter.stateCode ?? '*', filter.commodity ? (filter.commodity === 'Electric' ? 'Electric' : 'Natural Gas') : '*');
  const conditions = [`state_code = $${params.length - 1}`, `commodity = $${params.length}`];
  if (!filter.licenseType) conditions.push(`license_type = '*'`);
  else if (filter.licenseType === 'Supplier') conditions.push(`license_type = 'Supplier'`);
  else if (filter.licenseType === 'ABC') conditions.push(`license_type not in ('Supplier', '*')`);
  else {
    params.push(filter.licenseType);
    conditions.push(`$${params.length} = any(string_to_array(license_type, '|'))`);
  }
  return conditions.join(' and ');
}

interface MonthSums {
  month: string | null;
  new: number;
  renewed: number;
  expired: number;
  delta: number;
}

const firstOfMonth = (month: string) => `${month}-01`;

/** The market's months from..to (YYYY-MM, inclusive), zeros included; `today` is YYYY-MM-DD (UTC). */
export async function activityMonths(db: Queryable, filter: MarketFilterQuery & { from: string; to: string }, today: string): Promise<ActivityMonth[]> {
  const current = today.slice(0, 7);
  const params: unknown[] = [firstOfMonth(current)];
  const where = rollupConditions(filter, params);
  const { rows: months } = await db.query<MonthSums & { month: string }>(
    `select to_char(month, 'YYYY-MM') as month, sum(new)::int as new, sum(renewed)::int as renewed,
            sum(expired)::int as expired, sum(active_delta)::int as delta
       from license_activity_monthly
      where month <= $1::date and ${where}
      group by month`,
    params,
  );
  const byMonth = new Map(months.map((row) => [row.month, row]));
  // Active's starting point: every month before `from`.
  let active = months.reduce((sum, row) => (row.month < filter.from && row.month < current ? sum + row.delta : sum), 0);

  let now: MonthSums | undefined;
  if (filter.to >= current) {
    // The current month so far: its rollup row less the events dated after today (expiries still to come), fewer
    // than the events up to today.
    const laterParams: unknown[] = [today, firstOfMonth(current)];
    const { rows } = await db.query<MonthSums>(
      `select count(*) filter (where event_type = 'New')::int as new, count(*) filter (where event_type = 'Renewed')::int as renewed,
              count(*) filter (where event_type = 'Expired')::int as expired, coalesce(sum(active_delta), 0)::int as delta
         from license_events
        where event_date > $1::date and event_date < $2::date + interval '1 month' and ${marketConditions(filter, laterParams)}`,
      laterParams,
    );
    const whole = byMonth.get(current);
    const later = rows[0];
    now = {
      month: current,
      new: (whole?.new ?? 0) - later.new,
      renewed: (whole?.renewed ?? 0) - later.renewed,
      expired: (whole?.expired ?? 0) - later.expired,
      delta: (whole?.delta ?? 0) - later.delta,
    };
    // A series starting after the current month starts from today's Active.
    if (filter.from > current) active += now.delta;
  }

  const none: MonthSums = { month: null, new: 0, renewed: 0, expired: 0, delta: 0 };
  return monthRange(filter.from, filter.to).map((month) => {
    const sums = month < current ? (byMonth.get(month) ?? none) : month === current ? now! : none;
    active += sums.delta;
    return { month, new: sums.new, renewed: sums.renewed, expired: sums.expired, active };
  });
}

/**
 * Active licenses of the market whose expiry date is within 30, 60, 90 days: after today (a license expiring today
 * has expired, as in the history) and on or before today + N.
 */
export async function expiryOutlook(db: Queryable, filter: MarketFilterQuery, today: string): Promise<ExpiryOutlookReply> {
  const params: unknown[] = [today];
  const where = marketConditions(filter, params, 'l.');
  const [d30, d60, d90] = EXPIRY_OUTLOOK_DAYS;
  const { rows } = await db.query<ExpiryOutlookReply>(
    `select count(*) filter (where l.license_expiry_date <= $1::date + ${d30})::int as "within30",
            count(*) filter (where l.license_expiry_date <= $1::date + ${d60})::int as "within60",
            count(*)::int as "within90"
       from licenses l
      where l.is_latest and l.license_expiry_date > $1::date and l.license_expiry_date <= $1::date + ${d90}
        and (l.license_registered_date is null or l.license_registered_date <= $1::date) and ${where}`,
    params,
  );
  return rows[0];
}

/** Whether Insights covers the state (an unknown one is a 400, not an empty series). */
export async function isKnownState(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from states where code = $1', [code]);
  return rows.length > 0;
}
