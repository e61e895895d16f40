import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { runDigests, sendDigests } from '../src/notifications/digest/send.js';
import { createUnsubscribeTokens } from '../src/notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/tenants.js';

/**
 * The digest's Prices section (issue 61 §3): the period's 'Price' notifications of the user grouped per watch (its
 * name, or its market when unnamed; the client's own supplier's under "Your supplier's rank"), each move one line, a
 * summary one line with its What changed link; a period of price moves only is a digest too. The notifications are
 * written here as the import writes them (the price-watch tests cover how they are made).
 */
let server: TestServer;
let sender: Parameters<typeof sendDigests>[1];
const MORGAN = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;
let morganId = 0;
let oncor: { id: number; utility: string };
let north: { id: number; utility: string };
const NOW = new Date('2030-06-03T11:05:00Z');

interface Mail { subject: string; body: string; html: string }
async function digestMails(): Promise<Mail[]> {
  const { rows } = await server.db.query<Mail>(`select subject, body, html from email_outbox where user_id = $1 and event_type = 'Digest' order by id`, [morganId]);
  return rows;
}

async function watch(marketId: number, name: string | null): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `insert into price_watches (user_id, market_id, name, rules) values ($1, $2, $3, '[{"kind":"anyChange"}]'::jsonb) returning id`,
    [morganId, marketId, name],
  );
  return rows[0]!.id;
}

const marketOf = (utility: string, summary: boolean) => ({
  stateCode: 'TX', utility, commodity: 'Electric', customerClass: 'Residential', asOf: '2030-06-02', previousAsOf: '2030-06-01', summary,
});

/** A watch's notice, or (watchId null) the own supplier's unless `ownSupplier` says otherwise. */
async function priceNotice(watchId: number | null, utility: string, message: string, at: string, summary = false, ownSupplier = watchId === null): Promise<void> {
  await server.db.query(
    `insert into notifications (user_id, event_type, message, price_watch_id, offer_market, created_on, own_supplier)
     values ($1, 'Price', $2, $3, $4::jsonb, $5::timestamptz, $6)`,
    [morganId, message, watchId, JSON.stringify(marketOf(utility, summary)), at, ownSupplier],
  );
}

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  const secrets = await loadOrCreateSecrets(undefined, server.db);
  sender = { publicUrl: server.baseUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) };
  morganId = (await server.db.query<{ id: number }>('select id from users where secure_id = $1', [MORGAN.secureId])).rows[0]!.id;
  // The seed imported the real Power to Choose file: its markets are there to watch.
  const market = async (utility: string) =>
    (await server.db.query<{ id: number; utility: string }>(`select id, utility from offer_markets where state_code = 'TX' and utility = $1 and customer_class = 'Residential'`, [utility])).rows[0]!;
  oncor = await market('ONCOR ELECTRIC DELIVERY COMPANY');
  north = await market('AEP TEXAS NORTH');
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.query('delete from notifications where user_id = $1', [morganId]);
  await server.db.query('delete from price_watches where user_id = $1', [morganId]);
  await server.db.query('delete from market_watches where user_id = $1', [morganId]);
  await server.db.query('delete from follows where user_id = $1', [morganId]);
  await server.db.query('delete from digest_items where user_id = $1', [morganId]);
  await server.db.query('delete from digest_runs where user_id = $1', [morganId]);
  await server.db.query('delete from email_outbox where user_id = $1', [morganId]);
  await server.db.query(`update users set time_zone = 'America/New_York' where id = $1`, [morganId]);
  await server.db.query(
    `insert into notification_settings (user_id, allow_web, allow_email, digest) values ($1, true, false, 'daily')
     on conflict (user_id) do update set allow_web = true, allow_email = false, digest = 'daily'`,
    [morganId],
  );
});

describe("the digest's Prices section", () => {
  it('a day of price moves only sends a digest: per watch, each move one line, a summary with its What changed link', async () => {
    const named = await watch(oncor.id, 'Oncor rivals');
    const unnamed = await watch(north.id, null);
    // New York is UTC-4 in June: 2030-06-02 local runs from 04:00Z on the 2nd to 04:00Z on the 3rd.
    await priceNotice(named, oncor.utility, 'Before the day.', '2030-06-02T03:59:00Z');
    await priceNotice(named, oncor.utility, 'Acme Power offers 5.5¢/kWh for 12 months fixed in Oncor Electric Delivery Company (TX)\nAcme Power entered the top 3 in Oncor Electric Delivery Company (TX): #2 at 6.9¢/kWh', '2030-06-02T12:00:00Z');
    await priceNotice(unnamed, north.utility, '37 price changes, 12 new and 9 withdrawn offers in AEP Texas North (TX)', '2030-06-02T13:00:00Z', true);
    await priceNotice(null, oncor.utility, 'Acme Power left the top 3 in Oncor Electric Delivery Company (TX): now #5 at 8.1¢/kWh', '2030-06-02T14:00:00Z');

    const report = await runDigests(server.db, sender, { now: NOW });
    expect(report.users.find((u) => u.email === MORGAN.email)).toMatchObject({ queued: true, events: 3 });
    const [mail] = await digestMails();
    expect(mail!.subject).toBe('Insights daily digest: 3 price notifications (06/02/2030)');
    const link = `${server.baseUrl}/offers?state=TX&utility=AEP+TEXAS+NORTH&commodity=Electric&customerClass=Residential&asOf=2030-06-02&view=changes&from=2030-06-01&to=2030-06-02`;
    const section = mail!.body.slice(mail!.body.indexOf('\nPrices\n') + 1, mail!.body.indexOf('You receive this daily digest'));
    expect(section).toBe([
      'Prices',
      '',
      "Your supplier's rank",
      '- Acme Power left the top 3 in Oncor Electric Delivery Company (TX): now #5 at 8.1¢/kWh',
      '',
      'Oncor rivals',
      '- Acme Power offers 5.5¢/kWh for 12 months fixed in Oncor Electric Delivery Company (TX)',
      '- Acme Power entered the top 3 in Oncor Electric Delivery Company (TX): #2 at 6.9¢/kWh',
      '',
      'AEP Texas North (TX)',
      `- 37 price changes, 12 new and 9 withdrawn offers in AEP Texas North (TX) (${link})`,
      '',
      '',
    ].join('\n'));
    expect(mail!.body).toContain('3 price notifications in your markets, followed companies and price watches.');
    expect(mail!.body).not.toContain('Before the day.');
    expect(mail!.html).toContain('>Prices</h2>');
    expect(mail!.html).toContain('>Oncor rivals</h3>');
    expect(mail!.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}" style="color:#1d4ed8">What changed</a>`);
  });

  it("a deleted watch's notices stay under their market, not under the own supplier's rank", async () => {
    const gone = await watch(north.id, 'Gone soon');
    await priceNotice(gone, north.utility, 'Acme Power offers 5.5¢/kWh for 12 months fixed in AEP Texas North (TX)', '2030-06-02T12:00:00Z');
    await priceNotice(null, oncor.utility, 'Acme Power left the top 3 in Oncor Electric Delivery Company (TX): now #5 at 8.1¢/kWh', '2030-06-02T13:00:00Z');
    await server.db.query('delete from price_watches where id = $1', [gone]);

    await runDigests(server.db, sender, { now: NOW });
    const [mail] = await digestMails();
    const section = mail!.body.slice(mail!.body.indexOf('\nPrices\n') + 1, mail!.body.indexOf('You receive this daily digest'));
    expect(section).toBe([
      'Prices',
      '',
      "Your supplier's rank",
      '- Acme Power left the top 3 in Oncor Electric Delivery Company (TX): now #5 at 8.1¢/kWh',
      '',
      'AEP Texas North (TX)',
      '- Acme Power offers 5.5¢/kWh for 12 months fixed in AEP Texas North (TX)',
      '',
      '',
    ].join('\n'));
  });

  it('sits after the license events, both counted; a day with neither sends nothing', async () => {
    expect((await runDigests(server.db, sender, { now: NOW })).users.find((u) => u.email === MORGAN.email)).toMatchObject({ queued: false, reason: 'no-events' });
    await server.db.query(
      `insert into market_watches (user_id, state_codes, commodity, license_type, event_types) values ($1, array['TX'], 1, 'Supplier', array['New','Renewal','Expiry'])`,
      [morganId],
    );
    const { rows: [company] } = await server.db.query<{ id: string }>('select id::text from companies order by legal_name limit 1');
    const no = `DP-${Date.now().toString(36)}`;
    await ingestLicenses(server.db, server.built.notifications.bus,
      parseLicenseFile(`State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate\nTX,Electric,${company!.id},${no},Supplier,2030-05-30,2032-05-30\n`), '2030-06-01');
    await server.db.query(
      `update digest_items set created_on = '2030-06-02T12:00:00Z' where user_id = $1 and license_id = (select id from licenses where license_number = $2)`,
      [morganId, no],
    );
    await server.db.query(`update notifications set created_on = '2030-06-02T12:00:00Z' where user_id = $1`, [morganId]);
    await priceNotice(await watch(oncor.id, null), oncor.utility, 'Acme Power offers 5.5¢/kWh for 12 months fixed in Oncor Electric Delivery Company (TX)', '2030-06-02T15:00:00Z');
    await sendDigests(server.db, sender, { now: NOW });
    const [mail] = await digestMails();
    expect(mail!.subject).toBe('Insights daily digest: 1 license event and 1 price notification (06/02/2030)');
    expect(mail!.body.indexOf(no)).toBeGreaterThan(0);
    expect(mail!.body.indexOf('\nPrices\n')).toBeGreaterThan(mail!.body.indexOf(no));
    expect(mail!.body).toContain('\nOncor Electric Delivery Company (TX)\n- Acme Power offers 5.5¢/kWh for 12 months fixed in Oncor Electric Delivery Company (TX)\n');
  });
});
