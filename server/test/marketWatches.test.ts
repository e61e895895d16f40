import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import type { BusMessage } from '../src/notifications/bus.js';
import { checkExpiries } from '../src/notifications/events.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { DEMO_ACCOUNTS, NORTHWIND_CLIENT_ID, CONTOSO_CLIENT_ID } from '../src/db/seed/tenants.js';
import { watchMatches } from '../../contract/marketWatches/rules.js';
import type { MarketWatch } from '../../contract/marketWatches/schemas.js';

let server: TestServer;
let pushed: BusMessage[] = [];
const TODAY = '2030-06-01';
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const MORGAN = account('member@northwind.test');
const ALEX = account('admin@northwind.test');
const CASEY = account('member@contoso.test');
const watchesPath = (clientId: string) => `/api/client/${clientId}/user/market-watches`;

async function userId(secureId: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('select id from users where secure_id = $1', [secureId]);
  return rows[0].id;
}

async function call(email: string, method: string, path: string, body?: unknown) {
  const response = await server.api(path, {
    method,
    token: await server.tokenFor(email),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & MarketWatch & MarketWatch[] };
}

const TX_ELECTRIC_SUPPLIER = { stateCodes: ['TX'], commodity: 1, licenseType: 'Supplier', eventTypes: ['New', 'Renewal', 'Expiry'] };

/** A company no demo account follows. */
let unfollowed: { id: string; legalName: string };
let seq = 0;
const number = () => `MW-${Date.now().toString(36)}-${++seq}`;
const header = 'State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate';
const ingest = (csv: string, today = TODAY) => ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(csv), today);

async function notificationsOf(secureId: string) {
  const { rows } = await server.db.query<{ event_type: string; license_number: string }>(
    `select n.event_type, l.license_number from notifications n join users u on u.id = n.user_id join licenses l on l.id = n.license_id
      where u.secure_id = $1 and n.event_key is not null order by n.id`,
    [secureId],
  );
  return rows;
}

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
  server.built.notifications.bus.subscribe((m) => pushed.push(m));
  const { rows } = await server.db.query<{ id: string; legalName: string }>(
    `select id::text, legal_name as "legalName" from companies c
      where not exists (select 1 from follows f where f.company_id = c.id) order by legal_name limit 1`,
  );
  unfollowed = rows[0];
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  pushed = [];
  const ids = [await userId(MORGAN.secureId), await userId(ALEX.secureId), await userId(CASEY.secureId)];
  await server.db.query('delete from market_watches where user_id = any($1::int[])', [ids]);
  await server.db.query('delete from notifications where user_id = any($1::int[])', [ids]);
  await server.db.query('delete from follows where user_id = any($1::int[]) and company_id = $2', [ids, unfollowed.id]);
  for (const id of ids) {
    await server.db.query(
      `insert into notification_settings (user_id, allow_web, allow_email, notification_trigger_in_days) values ($1, true, false, 30)
       on conflict (user_id) do update set allow_web = true, allow_email = false, notification_trigger_in_days = 30`,
      [id],
    );
  }
});

describe('market watch calls', () => {
  it('creates, lists, changes and deletes the caller’s own watches', async () => {
    const created = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), { ...TX_ELECTRIC_SUPPLIER, stateCodes: ['TX', 'PA', 'TX'], eventTypes: ['Expiry', 'New'] });
    expect(created.status).toBe(200);
    // States de-duplicated and sorted, events in the product's order.
    expect(created.body).toMatchObject({ stateCodes: ['PA', 'TX'], commodity: 1, licenseType: 'Supplier', eventTypes: ['New', 'Expiry'] });
    const list = await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID));
    expect(list.body).toEqual([created.body]);
    const changed = await call(MORGAN.email, 'PUT', `${watchesPath(NORTHWIND_CLIENT_ID)}/${created.body.id}`, { stateCodes: ['OH'], commodity: 0, licenseType: '', eventTypes: ['Renewal'] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, stateCodes: ['OH'], commodity: 0, licenseType: '', eventTypes: ['Renewal'] });
    const deleted = await call(MORGAN.email, 'DELETE', `${watchesPath(NORTHWIND_CLIENT_ID)}/${created.body.id}`);
    expect(deleted).toEqual({ status: 200, body: { data: 'Market watch deleted.' } });
    expect((await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toEqual([]);
  });

  it('bad input is a 400 with the field’s message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...TX_ELECTRIC_SUPPLIER, stateCodes: [] }, /Choose at least one state/],
      [{ ...TX_ELECTRIC_SUPPLIER, stateCodes: ['ZZ'] }, /ZZ is not a state Insights covers/],
      [{ ...TX_ELECTRIC_SUPPLIER, stateCodes: ['texas'] }, /stateCodes/],
      [{ ...TX_ELECTRIC_SUPPLIER, commodity: 3 }, /commodity/],
      [{ ...TX_ELECTRIC_SUPPLIER, licenseType: 'Broker' }, /licenseType/],
      [{ ...TX_ELECTRIC_SUPPLIER, eventTypes: [] }, /Choose at least one event/],
      [{ ...TX_ELECTRIC_SUPPLIER, eventTypes: ['Merged'] }, /eventTypes/],
      [{ commodity: 1 }, /stateCodes/],
    ];
    for (const [body, message] of cases) {
      const response = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.body.message)).toMatch(message);
    }
    expect((await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toEqual([]);
  });

  it('the same market twice is refused: its events are changed instead', async () => {
    const first = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER);
    const again = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), { ...TX_ELECTRIC_SUPPLIER, eventTypes: ['New'] });
    expect(again).toEqual({ status: 400, body: expect.objectContaining({ message: 'You already watch this market: change its events instead.' }) });
    const other = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), { ...TX_ELECTRIC_SUPPLIER, commodity: 2 });
    expect(other.status).toBe(200);
    // Changing the second into the first market is the same duplicate; changing its own events is fine.
    expect((await call(MORGAN.email, 'PUT', `${watchesPath(NORTHWIND_CLIENT_ID)}/${other.body.id}`, TX_ELECTRIC_SUPPLIER)).status).toBe(400);
    expect((await call(MORGAN.email, 'PUT', `${watchesPath(NORTHWIND_CLIENT_ID)}/${first.body.id}`, { ...TX_ELECTRIC_SUPPLIER, eventTypes: ['Expiry'] })).status).toBe(200);
    expect((await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toHaveLength(2);
  });

  it('a user holds at most 50 watches', async () => {
    const id = await userId(MORGAN.secureId);
    await server.db.query(
      `insert into market_watches (user_id, state_codes, commodity, license_type, event_types)
       select $1, array['TX'], 0, '', array['New'] from generate_series(1, 50)`,
      [id],
    );
    const refused = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER);
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: 'A user may hold up to 50 market watches.' }) });
    expect((await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toHaveLength(50);
  });

  it('a watch is its owner’s alone: another user (an admin too) gets 403; another client’s path 403; anonymous 401', async () => {
    const own = await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER);
    const path = `${watchesPath(NORTHWIND_CLIENT_ID)}/${own.body.id}`;
    expect((await call(ALEX.email, 'PUT', path, { ...TX_ELECTRIC_SUPPLIER, stateCodes: ['PA'] })).status).toBe(403);
    expect((await call(ALEX.email, 'DELETE', path)).status).toBe(403);
    expect((await call(ALEX.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toEqual([]);
    expect((await call(CASEY.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).status).toBe(403);
    expect((await call(CASEY.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER)).status).toBe(403);
    expect((await call(MORGAN.email, 'DELETE', `${watchesPath(NORTHWIND_CLIENT_ID)}/999999`)).status).toBe(404);
    expect((await server.api(watchesPath(NORTHWIND_CLIENT_ID))).status).toBe(401);
    // Nothing changed by the refusals.
    expect((await call(MORGAN.email, 'GET', watchesPath(NORTHWIND_CLIENT_ID))).body).toEqual([own.body]);
    expect((await call(CASEY.email, 'GET', watchesPath(CONTOSO_CLIENT_ID))).body).toEqual([]);
  });
});

describe('license events reach market watchers', () => {
  it('a TX electric Supplier watch hears a new TX license of a company nobody follows, pushed with the spec wording; not PA, not gas, not ABC', async () => {
    await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER);
    const [tx, pa, gas, abc] = [number(), number(), number(), number()];
    const report = await ingest([
      header,
      `TX,Electric,${unfollowed.id},${tx},Supplier,2030-05-30,2032-05-30`,
      `PA,Electric,${unfollowed.id},${pa},Supplier,2030-05-30,2032-05-30`,
      `TX,Natural Gas,${unfollowed.id},${gas},Supplier,2030-05-30,2032-05-30`,
      `TX,Electric,${unfollowed.id},${abc},Broker,2030-05-30,2032-05-30`,
    ].join('\n'));
    expect(report).toMatchObject({ added: 4, errors: [] });
    expect(await notificationsOf(MORGAN.secureId)).toEqual([{ event_type: 'New', license_number: tx }]);
    await vi.waitFor(() => expect(pushed.some((m) => m.kind === 'notification')).toBe(true));
    const message = pushed.find((m) => m.kind === 'notification');
    expect(message).toMatchObject({ userSecureId: MORGAN.secureId, notification: { eventType: 'New', licenseNumber: tx, companyId: unfollowed.id } });
    expect(message?.kind === 'notification' && message.notification.message).toBe(`New License ${tx} has been registered for ${unfollowed.legalName} on 05/30/2030`);
    // Nobody else heard of it.
    expect(await notificationsOf(ALEX.secureId)).toEqual([]);
  });

  it('follow + watch gives one notification for one event; the watch’s event types and the user’s Web choice apply', async () => {
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [await userId(MORGAN.secureId), unfollowed.id]);
    await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), TX_ELECTRIC_SUPPLIER);
    // Alex watches renewals only, of any commodity and type.
    await call(ALEX.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), { stateCodes: ['TX'], commodity: 0, licenseType: '', eventTypes: ['Renewal'] });
    const no = number();
    await ingest(`${header}\nTX,Electric,${unfollowed.id},${no},Supplier,2030-05-30,2032-05-30\n`);
    expect(await notificationsOf(MORGAN.secureId)).toEqual([{ event_type: 'New', license_number: no }]);
    expect(await notificationsOf(ALEX.secureId)).toEqual([]);
    await ingest(`${header}\nTX,Electric,${unfollowed.id},${no},Supplier,2030-05-30,2033-05-30\n`);
    expect((await notificationsOf(ALEX.secureId)).map((n) => n.event_type)).toEqual(['Renewal']);
    // Web off: no web notification (an e-mail when that channel is on).
    await server.db.query('update notification_settings set allow_web = false, allow_email = true where user_id = $1', [await userId(ALEX.secureId)]);
    await ingest(`${header}\nTX,Electric,${unfollowed.id},${no},Supplier,2030-05-30,2034-05-30\n`);
    expect((await notificationsOf(ALEX.secureId)).map((n) => n.event_type)).toEqual(['Renewal']);
  });

  it('expiry alerts of a watch use the user’s days-before setting', async () => {
    await call(MORGAN.email, 'POST', watchesPath(NORTHWIND_CLIENT_ID), { stateCodes: ['TX'], commodity: 0, licenseType: '', eventTypes: ['Expiry'] });
    await server.db.query('update notification_settings set notification_trigger_in_days = 10 where user_id = $1', [await userId(MORGAN.secureId)]);
    const [soon, later] = [number(), number()];
    // Registered without an event for Morgan (New is not watched); expiring in 5 and in 20 days.
    await ingest(`${header}\nTX,Electric,${unfollowed.id},${soon},Supplier,2029-01-01,2030-06-06\nTX,Electric,${unfollowed.id},${later},Supplier,2029-01-01,2030-06-21\n`, '2020-01-01');
    await checkExpiries(server.db, server.built.notifications.bus, TODAY);
    const expiries = (await notificationsOf(MORGAN.secureId)).filter((n) => n.event_type === 'Expiry').map((n) => n.license_number);
    expect(expiries).toContain(soon);
    expect(expiries).not.toContain(later);
  });

  it('the SQL rule and the contract’s watchMatches agree on every combination', async () => {
    const { rows: licenses } = await server.db.query<{ id: number; stateCode: string; commodity: string; isSupplier: boolean }>(
      `select distinct on (state_code, commodity, is_supplier) id, state_code as "stateCode", commodity, is_supplier as "isSupplier"
         from licenses where is_latest and state_code in ('TX', 'PA') order by state_code, commodity, is_supplier, id`,
    );
    const me = await userId(MORGAN.secureId);
    for (const commodity of [0, 1, 2]) {
      for (const licenseType of ['', 'ABC', 'Supplier']) {
        await server.db.query('delete from market_watches where user_id = $1', [me]);
        const watch = { stateCodes: ['TX'], commodity, licenseType, eventTypes: ['New'] };
        await server.db.query(
          'insert into market_watches (user_id, state_codes, commodity, license_type, event_types) values ($1, $2, $3, $4, $5)',
          [me, watch.stateCodes, commodity, licenseType, watch.eventTypes],
        );
        for (const license of licenses) {
          const { rows } = await server.db.query(
            `select 1 from licenses l ${(await import('../src/notifications/events.js')).recipientsOf(`'New'`)} where l.id = $1 and u.id = $2`,
            [license.id, me],
          );
          const followed = (await server.db.query('select 1 from follows f join licenses l on l.company_id = f.company_id where l.id = $1 and f.user_id = $2', [license.id, me])).rows.length > 0;
          if (followed) continue;
          expect(rows.length > 0, `${JSON.stringify(watch)} ${JSON.stringify(license)}`).toBe(watchMatches(watch, { ...license, eventType: 'New' }));
        }
      }
    }
  });
});
