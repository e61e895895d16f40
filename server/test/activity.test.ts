import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { isoDay } from '../src/notifications/events.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { ACTIVITY_ENDPOINTS } from '../../contract/activity/endpoints.js';
import { ACTIVITY_MESSAGES, monthRange, type ActivityMonth, type ExpiryOutlookReply } from '../../contract/activity/schemas.js';
import { STATES } from '../src/db/seed/states.js';

/**
 * Market activity (issue 36) against the real server on a fresh seeded database: the figures move exactly as
 * ingest records events, and only in the market they happen in.
 */

let server: TestServer;
let token: string;
const TODAY = isoDay(new Date());
const THIS_MONTH = TODAY.slice(0, 7);
const day = (offset: number) => isoDay(new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000));
const monthsAgo = (n: number) => monthRange('2000-01', THIS_MONTH).at(-1 - n)!;
const FROM = monthsAgo(35);
let company: string;

async function activity(query: string): Promise<ActivityMonth[]> {
  const response = await server.api(`${ACTIVITY_ENDPOINTS.activity}?${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { months: ActivityMonth[] }).months;
}

async function outlook(query = ''): Promise<ExpiryOutlookReply> {
  const response = await server.api(`${ACTIVITY_ENDPOINTS.expiryOutlook}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.json() as Promise<ExpiryOutlookReply>;
}

async function ingest(rows: string[]) {
  const csv = ['State,Commodity,CompanyName,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate', ...rows].join('\n');
  const report = await ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(csv));
  expect(report.errors).toEqual([]);
  return report;
}

/** Figure by figure and month by month, `after` minus `before`; only the months that moved. */
function moved(before: ActivityMonth[], after: ActivityMonth[]): Record<string, Partial<Record<'new' | 'renewed' | 'expired' | 'active', number>>> {
  const changes: Record<string, Partial<Record<'new' | 'renewed' | 'expired' | 'active', number>>> = {};
  after.forEach((month, i) => {
    for (const figure of ['new', 'renewed', 'expired', 'active'] as const) {
      const delta = month[figure] - before[i][figure];
      if (delta !== 0) (changes[month.month] ??= {})[figure] = delta;
    }
  });
  return changes;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('member@northwind.test');
  company = `Activity Test Energy ${Date.now()} LLC`;
}, 120_000);
afterAll(async () => server?.close());

describe('GET /api/License/GetActivity on the seeded history', () => {
  it('answers one entry per month from..to inclusive, zeros included', async () => {
    const months = await activity(`from=${FROM}&to=${THIS_MONTH}`);
    expect(months.map((m) => m.month)).toEqual(monthRange(FROM, THIS_MONTH));
    expect(months).toHaveLength(36);
    const long_ago = await activity('from=1990-01&to=1990-12');
    expect(long_ago).toEqual(monthRange('1990-01', '1990-12').map((month) => ({ month, new: 0, renewed: 0, expired: 0, active: 0 })));
  });

  it('gives every market 36 months with shape: entries, renewals and expiries', async () => {
    for (const state of STATES) {
      const months = await activity(`from=${FROM}&to=${THIS_MONTH}&stateCode=${state.code}`);
      const total = (figure: 'new' | 'renewed' | 'expired') => months.reduce((sum, m) => sum + m[figure], 0);
      expect({ state: state.code, hasNew: total('new') > 0, hasRenewed: total('renewed') > 0, hasExpired: total('expired') > 0 })
        .toEqual({ state: state.code, hasNew: true, hasRenewed: true, hasExpired: true });
      expect(new Set(months.map((m) => m.active)).size, `${state.code}'s Active never moves`).toBeGreaterThan(1);
    }
  });

  it("counts as Active this month every latest license registered by today and not yet expired", async () => {
    const [now] = await activity(`from=${THIS_MONTH}&to=${THIS_MONTH}`);
    const { rows } = await server.db.query<{ n: number }>(
      // An undated license (the seed's REP directory gives no dates) counts from the day it was first found: today.
      `select count(*)::int as n from licenses where is_latest and (license_registered_date <= $1::date or license_registered_date is null)
          and (license_expiry_date is null or license_expiry_date > $1::date)`,
      [TODAY],
    );
    expect(now.active).toBe(rows[0].n);
  });

  it('keeps the rollup equal to the events it sums, for every market and every combination as a whole', async () => {
    const { rows } = await server.db.query<{ differences: number; rows: number }>(`
      with events as (
        select coalesce(state_code::text, '*') as state_code, coalesce(commodity, '*') as commodity,
               coalesce(license_type, '*') as license_type, date_trunc('month', event_date)::date as month,
               count(*) filter (where event_type = 'New')::int as new, count(*) filter (where event_type = 'Renewed')::int as renewed,
               count(*) filter (where event_type = 'Expired')::int as expired, sum(active_delta)::int as active_delta
          from license_events group by date_trunc('month', event_date), cube (state_code, commodity, license_type)),
      rollup as (
        select state_code, commodity, license_type, month, new, renewed, expired, active_delta from license_activity_monthly
         where (new, renewed, expired, active_delta) <> (0, 0, 0, 0))
      select (select count(*)::int from ((select * from events except select * from rollup)
                                         union all (select * from rollup except select * from events)) d) as differences,
             (select count(*)::int from events) as rows`);
    expect(rows[0].rows).toBeGreaterThan(1000);
    expect(rows[0].differences).toBe(0);
  });

  it('has a few exits: one company letting several licenses go on one day', async () => {
    const { rows } = await server.db.query<{ exits: number }>(`
      select count(*)::int as exits from (
        select l.company_id, e.event_date from license_events e join licenses l on l.id = e.license_id
         where e.event_type = 'Expired' and e.event_date <= $1::date and l.license_status = 'Withdrawn'
         group by 1, 2 having count(*) >= 3) x`, [TODAY]);
    expect(rows[0].exits).toBeGreaterThanOrEqual(4);
  });
});

describe('the figures move exactly as ingest records events', () => {
  const TX = `from=${FROM}&to=${THIS_MONTH}&stateCode=TX&commodity=Electric&licenseType=Supplier`;
  const PA = `from=${FROM}&to=${THIS_MONTH}&stateCode=PA`;
  const TX_GAS = `from=${FROM}&to=${THIS_MONTH}&stateCode=TX&commodity=Gas`;
  const TX_ABC = `from=${FROM}&to=${THIS_MONTH}&stateCode=TX&licenseType=ABC`;
  const ALL = `from=${FROM}&to=${THIS_MONTH}`;
  const markets = () => Promise.all([TX, PA, TX_GAS, TX_ABC, ALL].map(activity));
  const number = `ACT-${Date.now()}`;

  it('a New license today: New +1 and Active +1 this month in that market only', async () => {
    const before = await markets();
    const report = await ingest([`TX,Electric,${company},${number},Supplier,${TODAY},${day(400)}`]);
    expect(report.added).toBe(1);
    const after = await markets();
    const thisMonth = { [THIS_MONTH]: { new: 1, active: 1 } };
    expect(moved(before[0], after[0])).toEqual(thisMonth);
    expect(moved(before[4], after[4])).toEqual(thisMonth);
    for (const other of [1, 2, 3]) expect(moved(before[other], after[other])).toEqual({});
  });

  it('the same license with a later expiry: Renewed +1, no second New, Active as it was', async () => {
    const before = await markets();
    const report = await ingest([`TX,Electric,${company},${number},Supplier,${TODAY},${day(800)}`]);
    expect(report.renewed).toBe(1);
    const after = await markets();
    expect(moved(before[0], after[0])).toEqual({ [THIS_MONTH]: { renewed: 1 } });
    expect(moved(before[4], after[4])).toEqual({ [THIS_MONTH]: { renewed: 1 } });
    for (const other of [1, 2, 3]) expect(moved(before[other], after[other])).toEqual({});
  });

  it('re-ingesting the same file changes nothing', async () => {
    const before = await markets();
    const report = await ingest([`TX,Electric,${company},${number},Supplier,${TODAY},${day(800)}`]);
    expect(report).toMatchObject({ added: 0, renewed: 0, updated: 1 });
    expect(await markets()).toEqual(before);
  });

  it('a license without a registration date is New on the day it was first seen', async () => {
    const before = await activity(PA);
    await ingest([`PA,Natural Gas,${company},${number}-PA,Broker,,${day(300)}`]);
    expect(moved(before, await activity(PA))).toEqual({ [THIS_MONTH]: { new: 1, active: 1 } });
  });

  it('a license first seen after it expired: New and Expired in their months; renewed late, Active again', async () => {
    const registered = day(-500);
    const expired = day(-40);
    const before = await activity(TX_ABC);
    await ingest([`TX,Electric,${company},${number}-OLD,Broker,${registered},${expired}`]);
    const seen = await activity(TX_ABC);
    const registeredMonth = registered.slice(0, 7);
    const expiredMonth = expired.slice(0, 7);
    const expected: ReturnType<typeof moved> = Object.fromEntries(
      monthRange(registeredMonth, expiredMonth).slice(0, -1).map((m) => [m, { active: 1 }]),
    );
    expected[registeredMonth] = { new: 1, active: 1 };
    expected[expiredMonth] = { expired: 1 };
    expect(moved(before, seen)).toEqual(expected);

    await ingest([`TX,Electric,${company},${number}-OLD,Broker,${registered},${day(325)}`]);
    const renewed = await activity(TX_ABC);
    expect(moved(seen, renewed)).toEqual({ [THIS_MONTH]: { renewed: 1, active: 1 } });
  });

  it('an expiry still to come counts when its day comes, not before; a renewal before it calls it off', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from license_events e join licenses l on l.id = e.license_id
        where l.license_number = $1 and e.event_type = 'Expired'`,
      [number],
    );
    // Expiry day(400) was called off by the renewal; day(800) is still to come.
    expect(rows[0].n).toBe(1);
    const future = await activity(`from=${THIS_MONTH}&to=${day(800).slice(0, 7)}&stateCode=TX&commodity=Electric&licenseType=Supplier`);
    expect(future.slice(1).every((m) => m.new === 0 && m.renewed === 0 && m.expired === 0 && m.active === future[0].active)).toBe(true);
  });
});

describe('GET /api/License/GetExpiryOutlook', () => {
  it('licenses expiring in 20 and 75 days move the 30, 60 and 90-day figures as they should', async () => {
    const market = 'stateCode=ME&commodity=Electric&licenseType=Supplier';
    const [before, beforeAll, beforeOther] = await Promise.all([outlook(market), outlook(), outlook('stateCode=NH')]);
    await ingest([
      `ME,Electric,${company},OUT-${Date.now()}-20,Supplier,${TODAY},${day(20)}`,
      `ME,Electric,${company},OUT-${Date.now()}-75,Supplier,${TODAY},${day(75)}`,
    ]);
    const plus = (base: ExpiryOutlookReply) => ({ within30: base.within30 + 1, within60: base.within60 + 1, within90: base.within90 + 2 });
    expect(await outlook(market)).toEqual(plus(before));
    expect(await outlook()).toEqual(plus(beforeAll));
    expect(await outlook('stateCode=NH')).toEqual(beforeOther);
  });

  it('counts what the licenses say: active latest licenses expiring after today and within 90 days', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from licenses where is_latest and license_expiry_date > $1::date and license_expiry_date <= $1::date + 90
          and (license_registered_date is null or license_registered_date <= $1::date) and state_code = 'TX'`,
      [TODAY],
    );
    expect((await outlook('stateCode=TX')).within90).toBe(rows[0].n);
  });
});

describe('bad input, anonymous and no access', () => {
  const expect400 = async (path: string, message: string | RegExp) => {
    const response = await server.api(path, { token });
    expect(response.status, path).toBe(400);
    const body = (await response.json()) as { statusCode: number; error: string; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(message);
  };
  const A = ACTIVITY_ENDPOINTS.activity;

  it('400 for a malformed month, from after to, a range over 120 months', async () => {
    await expect400(`${A}?from=2026-13&to=2026-12`, ACTIVITY_MESSAGES.month('from'));
    await expect400(`${A}?from=2026-1&to=2026-12`, ACTIVITY_MESSAGES.month('from'));
    await expect400(`${A}?from=2026-01&to=26-12`, ACTIVITY_MESSAGES.month('to'));
    await expect400(`${A}?to=2026-12`, /from/);
    await expect400(`${A}?from=2026-06&to=2026-05`, ACTIVITY_MESSAGES.order);
    await expect400(`${A}?from=2016-01&to=2026-01`, ACTIVITY_MESSAGES.range);
    expect(await activity('from=2016-02&to=2026-01')).toHaveLength(120);
  });

  it('400 for an unknown state, commodity or license type, on both calls', async () => {
    for (const path of [`${A}?from=2026-01&to=2026-02&`, `${ACTIVITY_ENDPOINTS.expiryOutlook}?`]) {
      await expect400(`${path}stateCode=ZZ`, ACTIVITY_MESSAGES.unknownState('ZZ'));
      await expect400(`${path}stateCode=Texas`, ACTIVITY_MESSAGES.stateCode);
      await expect400(`${path}commodity=Water`, ACTIVITY_MESSAGES.commodity);
      await expect400(`${path}licenseType=Retailer`, ACTIVITY_MESSAGES.licenseType);
    }
  });

  it('401 anonymous, 403 without Insights access', async () => {
    const noAccess = await server.tokenFor('noaccess@contoso.test');
    for (const path of [`${A}?from=2026-01&to=2026-02`, ACTIVITY_ENDPOINTS.expiryOutlook]) {
      expect((await server.api(path)).status).toBe(401);
      const forbidden = await server.api(path, { token: noAccess });
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access Forbidden' });
    }
  });
});
