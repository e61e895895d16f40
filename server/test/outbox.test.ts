import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { enqueueMail } from '../src/notifications/outbox.js';
import { isDevelopment } from '../src/http/development.js';
import { OPERATIONS_ENDPOINTS, OUTBOX_PAGE_PATH } from '../../contract/operations/endpoints.js';
import type { OutboxReply } from '../../contract/operations/schemas.js';

/** Issue 38: the outbox is readable while the server holds the embedded database. */
let server: TestServer;
let superToken: string;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const stamp = Date.now().toString(36);
const TO = `outbox-${stamp}@northwind.test`;
const html = `<!doctype html><html><body><h1 style="color:#1d4ed8">Digest ${stamp}</h1><p>Tom &amp; "Jerry" <b>bold</b></p></body></html>`;
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  superToken = await server.tokenFor('super@insights.test');
  const { rows } = await server.db.query<{ id: number }>("select id from users where email_address = 'member@northwind.test'");
  const userId = rows[0].id;
  await enqueueMail(server.db, { userId, to: TO, subject: `Queued ${stamp}`, body: `Plain text ${stamp}\nsecond line`, eventType: 'Account' });
  await enqueueMail(server.db, { userId, to: TO, subject: `Sent ${stamp}`, body: `Sent text ${stamp}`, eventType: 'Digest', html });
  await enqueueMail(server.db, { userId, to: TO.toUpperCase(), subject: `Failed ${stamp}`, body: `Failed text ${stamp}`, eventType: 'Account' });
  const mine = await server.db.query<{ id: number }>('select id from email_outbox where lower(to_address) = lower($1) order by id', [TO]);
  ids.push(...mine.rows.map((r) => r.id));
  await server.db.query("update email_outbox set sent_on = now() where id = $1", [ids[1]]);
  await server.db.query("update email_outbox set last_error = '550 mailbox unavailable' where id = $1", [ids[2]]);
});
afterAll(() => server?.close());

const outbox = async (query = '', token = superToken) => server.api(`${OPERATIONS_ENDPOINTS.outbox}${query}`, { token });

describe(`GET ${OPERATIONS_ENDPOINTS.outbox}`, () => {
  it('lists the newest e-mails to an address, any case, with subject, time, status and text part', async () => {
    const response = await outbox(`?to=${encodeURIComponent(TO.toUpperCase())}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as OutboxReply;
    expect(body.total).toBe(3);
    expect(body.emails.map((e) => [e.id, e.subject, e.status])).toEqual([
      [ids[2], `Failed ${stamp}`, 'failed'], [ids[1], `Sent ${stamp}`, 'sent'], [ids[0], `Queued ${stamp}`, 'queued'],
    ]);
    expect(body.emails[0]).toMatchObject({ error: '550 mailbox unavailable', sentOn: null, hasHtml: false });
    expect(body.emails[1]).toMatchObject({ eventType: 'Digest', hasHtml: true, text: `Sent text ${stamp}` });
    expect(Date.parse(body.emails[1].sentOn!)).not.toBeNaN();
    expect(body.emails[2]).toMatchObject({ to: TO, text: `Plain text ${stamp}\nsecond line`, error: null });
    expect(Date.parse(body.emails[2].createdOn)).not.toBeNaN();
    expect(body.emails[1]).not.toHaveProperty('html');
  });

  it('?last keeps the newest N of every address; bad values are a 400', async () => {
    const { rows } = await server.db.query<{ n: number; max: number }>('select count(*)::int as n, max(id) as max from email_outbox');
    const body = (await (await outbox('?last=1')).json()) as OutboxReply;
    expect(body.total).toBe(rows[0].n);
    expect(body.emails.map((e) => e.id)).toEqual([rows[0].max]);
    expect((await outbox('?last=0')).status).toBe(400);
    expect((await outbox('?last=501')).status).toBe(400);
    expect((await outbox('?last=abc')).status).toBe(400);
  });

  it('is for super admins only: 403 for an admin and a member, 401 without a token', async () => {
    expect((await outbox('', await server.tokenFor('admin@northwind.test'))).status).toBe(403);
    expect((await outbox('', await server.tokenFor('member@northwind.test'))).status).toBe(403);
    expect((await server.api(OPERATIONS_ENDPOINTS.outbox)).status).toBe(401);
  });

  it('npm run outbox -- --server URL --to address --last N prints them, oldest first', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/outbox.ts'), '--server', server.baseUrl, '--to', TO, '--last', '2'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(stdout).toMatch(/^2 of 3 e-mails to outbox-.* in the outbox, oldest first\.$/m);
    expect(stdout.indexOf(`Sent ${stamp}`)).toBeLessThan(stdout.indexOf(`Failed ${stamp}`));
    expect(stdout).toContain(`Sent text ${stamp}`);
    expect(stdout).toMatch(new RegExp(`To: ${TO} · \\d{4}-\\d{2}-\\d{2}T[^ ]+ · sent \\d{4}-.* · Digest · has an HTML part`));
    expect(stdout).toContain('failed: 550 mailbox unavailable');
    expect(stdout).not.toContain(`Queued ${stamp}`);
  });
});

describe('the outbox page of a development server', () => {
  async function pageLink(token = superToken): Promise<Response> {
    return server.api(OPERATIONS_ENDPOINTS.outboxPageLink, { token });
  }

  it("gives a super admin a link to a read-only page that renders each e-mail's HTML part", async () => {
    const link = (await (await pageLink()).json()) as { data: string };
    expect(link.data.startsWith(`${server.baseUrl}${OUTBOX_PAGE_PATH}?token=`)).toBe(true);
    const response = await fetch(`${link.data}&to=${encodeURIComponent(TO)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await response.text();
    expect(text).toContain('3 of 3 e-mails to');
    expect(text).toContain(`Queued ${stamp}`);
    // The HTML part in a sandboxed frame, escaped into its srcdoc attribute (it cannot break out of it).
    expect(text).toContain(`<iframe sandbox title="HTML part of Sent ${stamp}" srcdoc="&lt;!doctype html&gt;&lt;html&gt;&lt;body&gt;&lt;h1 style=&quot;color:#1d4ed8&quot;&gt;Digest ${stamp}`);
    expect(text).toContain('Tom &amp;amp; &quot;Jerry&quot;');
    expect(text).not.toContain('<form');
  });

  it('refuses everyone else: no link for an admin (403), a bad token (401), a super admin no more (403)', async () => {
    expect((await pageLink(await server.tokenFor('admin@northwind.test'))).status).toBe(403);
    expect((await fetch(`${server.baseUrl}${OUTBOX_PAGE_PATH}?token=x.y.z`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${OUTBOX_PAGE_PATH}`)).status).toBe(401);
    const link = (await (await pageLink()).json()) as { data: string };
    await server.db.query("update users set role = 'Admin' where email_address = 'super@insights.test'");
    try {
      const response = await fetch(link.data);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('Only super admins may read the outbox.');
    } finally {
      await server.db.query("update users set role = 'SuperAdmin' where email_address = 'super@insights.test'");
    }
  });
});

describe('which server is a development server', () => {
  it('NODE_ENV is not production and PUBLIC_URL is on this machine', () => {
    expect(isDevelopment('http://localhost:3000', undefined)).toBe(true);
    expect(isDevelopment('http://127.0.0.1:4123', 'test')).toBe(true);
    expect(isDevelopment('http://[::1]:3000', 'development')).toBe(true);
    expect(isDevelopment('http://insights.localhost', undefined)).toBe(true);
    expect(isDevelopment('http://localhost:3000', 'production')).toBe(false);
    expect(isDevelopment('https://insights.example.com', undefined)).toBe(false);
    expect(isDevelopment('http://10.0.0.5:3000', undefined)).toBe(false);
  });

  it('a production server has the outbox API but no page: the link is a 404 and the page path is not served', async () => {
    const production = await startTestServer({ development: false, notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
    try {
      const token = await production.tokenFor('super@insights.test');
      expect((await production.api(OPERATIONS_ENDPOINTS.outbox, { token })).status).toBe(200);
      const link = await production.api(OPERATIONS_ENDPOINTS.outboxPageLink, { token });
      expect(link.status).toBe(404);
      const page = await fetch(`${production.baseUrl}${OUTBOX_PAGE_PATH}?token=x`);
      expect(await page.text()).not.toContain('Outbox');
    } finally {
      await production.close();
    }
  });
});
