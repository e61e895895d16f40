import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO, MEMBER, ADMIN, getter, poster } from './companies.support.js';

let server: TestServer;
let post: ReturnType<typeof poster>;
let get: ReturnType<typeof getter>;
/** A company with licenses, case history, contacts, addresses, aliases and related companies. */
let rich: string;
let richLicenseId: number;

beforeAll(async () => {
  server = await startTestServer();
  post = poster(server);
  get = getter(server);
  const { rows } = await server.db.query<{ id: string; license_id: number }>(
    `select c.id, min(h.license_id) as license_id
       from companies c
       join licenses l on l.company_id = c.id and l.is_latest
       join license_case_history h on h.license_id = l.id
      where c.parent_id is not null
        and exists (select 1 from aliases a where a.company_id = c.id)
        and exists (select 1 from contacts ct where ct.company_id = c.id and ct.contact_phone is not null)
        and exists (select 1 from addresses ad where ad.company_id = c.id)
      group by c.id order by c.id limit 1`,
  );
  rich = rows[0].id;
  richLicenseId = rows[0].license_id;
});
afterAll(async () => {
  await server?.close();
});

const page = (companyId: string, size = 50) => ({ PageNumber: 1, PageSize: size, SearchTerm: '', companyId });

describe('GET /api/company/{companyId}', () => {
  it('answers the company, also for an upper-cased id', async () => {
    const { status, body } = await get(MEMBER, `/api/company/${rich.toUpperCase()}`);
    expect(status).toBe(200);
    const { rows: [db] } = await server.db.query<{ legal_name: string; email_domain: string; company_type: string }>(
      'select legal_name, email_domain, company_type from companies where id = $1', [rich],
    );
    expect(body).toMatchObject({ id: rich, legalName: db.legal_name, emailDomain: db.email_domain, companyType: db.company_type, isSubscribe: false });
  });

  it("404 with 'Sorry! the data you are looking for could not be found' for an unknown id; 400 for a malformed one", async () => {
    const missing = await get(MEMBER, '/api/company/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Sorry! the data you are looking for could not be found');
    const bad = await get(MEMBER, '/api/company/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/companyId/);
  });
});

describe('per-company lists', () => {
  it('licenses: the latest licenses with the database values, case counts, paging', async () => {
    const { status, body } = await post(MEMBER, '/api/license/getall', page(rich));
    expect(status).toBe(200);
    const { rows } = await server.db.query<{ id: number; license_number: string; state_code: string; commodity: string; reg: string }>(
      `select id, license_number, state_code, commodity, to_char(license_registered_date, 'YYYY-MM-DD') reg
         from licenses where company_id = $1 and is_latest`, [rich],
    );
    expect(body.totalRecords).toBe(rows.length);
    for (const row of rows) {
      const license = body.data.find((l: { id: number }) => l.id === row.id);
      expect(license).toMatchObject({ licenseNumber: row.license_number, stateCode: row.state_code, commodity: row.commodity, licenseRegisteredDate: row.reg, isPremium: true });
    }
    expect(body.data.find((l: { id: number }) => l.id === richLicenseId).caseCount).toBeGreaterThan(0);
    const one = await post(MEMBER, '/api/license/getall', { ...page(rich), PageSize: 1 });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.totalRecords).toBe(rows.length);
  });

  it('case history: the licenseCaseHistory of one license; 404 for a license of another company', async () => {
    const { status, body } = await post(MEMBER, '/api/licenseCaseHistory/getall', { ...page(rich), licenseId: richLicenseId });
    expect(status).toBe(200);
    const n = (await server.db.query<{ n: number }>('select count(*)::int n from license_case_history where license_id = $1', [richLicenseId])).rows[0].n;
    expect(body.licenseCaseHistory).toHaveLength(n);
    expect(body.totalRecords).toBe(n);
    expect(body.licenseCaseHistory[0]).toHaveProperty('caseNumber');
    expect(body.licenseCaseHistory[0].pucUrl).toMatch(/^https?:\/\//);
    const other = await post(MEMBER, '/api/licenseCaseHistory/getall', { ...page('a1b2c3d4-0000-4000-8000-00000000a001'), licenseId: richLicenseId });
    expect(other.status).toBe(404);
    expect((await post(MEMBER, '/api/licenseCaseHistory/getall', page(rich))).status).toBe(400);
  });

  it('contacts and addresses, dropping empty ones', async () => {
    const inserted = await server.db.query<{ id: number }>(
      `insert into contacts (company_id, state_code, contact_name, contact_email, contact_phone, contact_role) values ($1, null, '', null, '', null) returning id`, [rich],
    );
    const address = await server.db.query<{ id: number }>(
      `insert into addresses (company_id, contact_address, contact_city) values ($1, '', 'Nowhere') returning id`, [rich],
    );
    try {
      const contacts = await post(MEMBER, '/api/contact/getall', page(rich));
      expect(contacts.status).toBe(200);
      const count = (await server.db.query<{ n: number }>('select count(*)::int n from contacts where company_id = $1', [rich])).rows[0].n;
      expect(contacts.body.totalRecords).toBe(count - 1);
      expect(contacts.body.data.map((c: { id: number }) => c.id)).not.toContain(inserted.rows[0].id);
      expect(contacts.body.data[0].contactEmail).toMatch(/@/);
      const addresses = await post(MEMBER, '/api/Address/getall', page(rich));
      expect(addresses.body.data.map((a: { id: number }) => a.id)).not.toContain(address.rows[0].id);
      expect(addresses.body.data[0].contactAddress).toBeTruthy();
    } finally {
      await server.db.query('delete from contacts where id = $1', [inserted.rows[0].id]);
      await server.db.query('delete from addresses where id = $1', [address.rows[0].id]);
    }
  });

  it('aliases and related companies (parent, siblings, children)', async () => {
    const aliases = await post(MEMBER, '/api/Company/GetAlias', page(rich, 100));
    expect(aliases.status).toBe(200);
    const { rows } = await server.db.query<{ alias_name: string }>('select alias_name from aliases where company_id = $1', [rich]);
    expect(aliases.body.data.map((a: { aliasName: string }) => a.aliasName).sort()).toEqual(rows.map((r) => r.alias_name).sort());
    const related = await post(MEMBER, '/api/Company/GetRelatedCompanies', page(rich, 100));
    const { rows: [me] } = await server.db.query<{ parent_id: string }>('select parent_id from companies where id = $1', [rich]);
    expect(related.body.data[0]).toMatchObject({ id: me.parent_id, relation: 'Parent' });
    const parentView = await post(MEMBER, '/api/Company/GetRelatedCompanies', page(me.parent_id, 100));
    expect(parentView.body.data.filter((r: { relation: string }) => r.relation === 'Child').map((r: { id: string }) => r.id)).toContain(rich);
  });

  it('404 for an unknown company and 400 for bad paging on every list', async () => {
    for (const path of ['/api/license/getall', '/api/contact/getall', '/api/Address/getall', '/api/Company/GetAlias', '/api/Company/GetRelatedCompanies']) {
      expect((await post(MEMBER, path, page('00000000-0000-4000-8000-000000000000'))).status, path).toBe(404);
      expect((await post(MEMBER, path, { ...page(rich), PageNumber: 0 })).status, path).toBe(400);
      expect((await post(MEMBER, path, { ...page(rich), PageSize: 101 })).status, path).toBe(400);
      expect((await post(MEMBER, path, { PageNumber: 1, PageSize: 10 })).status, path).toBe(400);
      expect((await post(null, path, page(rich))).status, path).toBe(401);
    }
  });
});

describe('follow: POST /api/Company/SubscribeNotification', () => {
  it("follows and unfollows a company per user; the reply text contains 'Notifications'", async () => {
    const target = rich.toUpperCase();
    const on = await post(ADMIN, '/api/Company/SubscribeNotification', { CompanyId: target, IsSubscribe: true });
    expect(on.status).toBe(200);
    expect(on.text).toContain('Notifications');
    expect((await get(ADMIN, `/api/company/${rich}`)).body.isSubscribe).toBe(true);
    expect((await get(MEMBER, `/api/company/${rich}`)).body.isSubscribe).toBe(false);
    const { rows: [{ legal_name }] } = await server.db.query<{ legal_name: string }>('select legal_name from companies where id = $1', [rich]);
    const list = await post(ADMIN, '/api/company/getall', { PageNumber: 1, PageSize: 50, SearchTerm: legal_name });
    expect(list.body.data.find((c: { id: string }) => c.id === rich).isSubscribe).toBe(true);
    // Following twice keeps one follow.
    await post(ADMIN, '/api/Company/SubscribeNotification', { CompanyId: rich, IsSubscribe: true });
    const userFollows = `select count(*)::int n from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.company_id = $2`;
    expect((await server.db.query<{ n: number }>(userFollows, [ADMIN, rich])).rows[0].n).toBe(1);
    const off = await post(ADMIN, '/api/Company/SubscribeNotification', { CompanyId: rich, IsSubscribe: false });
    expect(off.text).toContain('Notifications');
    expect((await get(ADMIN, `/api/company/${rich}`)).body.isSubscribe).toBe(false);
  });

  it('follows one license (state, commodity, license type) with premium data; not without', async () => {
    const { rows: [license] } = await server.db.query<{ id: number; state_code: string; commodity: string; license_type: string }>(
      'select id, state_code, commodity, license_type from licenses where company_id = $1 and is_latest order by id limit 1', [rich],
    );
    const body = { CompanyId: rich, IsSubscribe: true, StateCode: license.state_code, Commodity: license.commodity, LicenseType: license.license_type };
    const on = await post(MEMBER, '/api/Company/SubscribeNotification', body);
    expect(on.status).toBe(200);
    expect(on.text).toContain('Notifications');
    const licenses = await post(MEMBER, '/api/license/getall', page(rich));
    expect(licenses.body.data.find((l: { id: number }) => l.id === license.id).isSubscribe).toBe(true);
    expect((await get(MEMBER, `/api/company/${rich}`)).body.isSubscribe).toBe(false);
    await post(MEMBER, '/api/Company/SubscribeNotification', { ...body, IsSubscribe: false });
    const after = await post(MEMBER, '/api/license/getall', page(rich));
    expect(after.body.data.find((l: { id: number }) => l.id === license.id).isSubscribe).toBe(false);

    expect((await post(CONTOSO, '/api/Company/SubscribeNotification', body)).status).toBe(403);
    expect((await post(MEMBER, '/api/Company/SubscribeNotification', { CompanyId: rich, IsSubscribe: true, StateCode: 'TX' })).status).toBe(400);
    expect((await post(MEMBER, '/api/Company/SubscribeNotification', { ...body, StateCode: 'ZZ' })).status).toBe(404);
  });

  it('400 / 404 for bad input', async () => {
    expect((await post(MEMBER, '/api/Company/SubscribeNotification', { CompanyId: rich })).status).toBe(400);
    expect((await post(MEMBER, '/api/Company/SubscribeNotification', { CompanyId: 'x', IsSubscribe: true })).status).toBe(400);
    expect((await post(MEMBER, '/api/Company/SubscribeNotification', { CompanyId: '00000000-0000-4000-8000-000000000000', IsSubscribe: true })).status).toBe(404);
  });
});

describe('premium redaction for member@contoso.test (no premium data)', () => {
  it('no premium value appears in any reply, and every row says isPremium: false', async () => {
    const { rows: [{ parent_id }] } = await server.db.query<{ parent_id: string }>('select parent_id from companies where id = $1', [rich]);
    const replies: string[] = [];
    const rows: { isPremium?: boolean }[] = [];
    for (const id of [rich, parent_id]) {
      replies.push((await get(CONTOSO, `/api/company/${id}`)).text);
      for (const path of ['/api/license/getall', '/api/contact/getall', '/api/Address/getall', '/api/Company/GetAlias', '/api/Company/GetRelatedCompanies']) {
        const reply = await post(CONTOSO, path, page(id, 50));
        expect(reply.status, path).toBe(200);
        if (id === rich) expect(reply.body.data.length, path).toBeGreaterThan(0);
        replies.push(reply.text);
        rows.push(...reply.body.data);
      }
    }
    const history = await post(CONTOSO, '/api/licenseCaseHistory/getall', { ...page(rich), licenseId: richLicenseId });
    replies.push(history.text);
    rows.push(...history.body.licenseCaseHistory);
    expect(rows.every((row) => row.isPremium === false)).toBe(true);

    const ids = [rich, parent_id];
    const secrets = await server.db.query<{ value: string }>(
      `select license_number as value from licenses where company_id = any($1::uuid[])
       union select to_char(license_registered_date, 'YYYY-MM-DD') from licenses where company_id = any($1::uuid[])
       union select to_char(license_expiry_date, 'YYYY-MM-DD') from licenses where company_id = any($1::uuid[])
       union select license_status from licenses where company_id = any($1::uuid[])
       union select source_url from licenses where company_id = any($1::uuid[])
       union select contact_email from contacts where company_id = any($1::uuid[])
       union select contact_phone from contacts where company_id = any($1::uuid[])
       union select contact_address from addresses where company_id = any($1::uuid[])
       union select alias_name from aliases where company_id = any($1::uuid[])
       union select case_number from license_case_history where license_id = $2
       union select c.legal_name from companies c where c.parent_id = any($1::uuid[]) or c.id = (select parent_id from companies where id = $3)`,
      [ids, richLicenseId, rich],
    );
    const values = secrets.rows.map((r) => r.value).filter((v): v is string => Boolean(v));
    expect(values.length).toBeGreaterThan(10);
    // Notifications too: the seeded feed of the same member, with the numbers and expiry dates of its licenses.
    const feed = await post(CONTOSO, '/api/Notification/GetAll', { PageNumber: 1, PageSize: 500 });
    expect(feed.body.data.records.length).toBeGreaterThan(0);
    // createdOn is the notification's own time, not a license value (and may fall on a license's date): left out.
    replies.push(JSON.stringify(feed.body.data.records.map(({ createdOn: _c, ...n }: { createdOn: string }) => n)));
    rows.push(...feed.body.data.records);
    const notified = await server.db.query<{ value: string }>(
      `select l.license_number as value from notifications n join users u on u.id = n.user_id join licenses l on l.id = n.license_id
        where u.email_address = 'member@contoso.test'
       union select to_char(l.license_expiry_date, 'MM/DD/YYYY') from notifications n join users u on u.id = n.user_id
         join licenses l on l.id = n.license_id where u.email_address = 'member@contoso.test'`,
    );
    values.push(...notified.rows.map((r) => r.value).filter((v): v is string => Boolean(v)));
    // And the e-mails the seed records as sent for that feed.
    const mails = await server.db.query<{ body: string }>(
      `select o.body from email_outbox o join users u on u.id = o.user_id where u.email_address = 'member@contoso.test'`,
    );
    expect(mails.rows.length).toBeGreaterThan(0);
    replies.push(...mails.rows.map((m) => m.body));
    expect(rows.every((row) => row.isPremium === false)).toBe(true);
    const all = replies.join('\n');
    // A related company's name may be this company's own header (its parent's reply shows the child); skip the two headers.
    const headers = new Set(replies.slice(0, 1).concat(replies[6]).map((r) => JSON.parse(r).legalName));
    for (const value of values) {
      if (headers.has(value)) continue;
      expect(all.includes(value), `premium value ${value} leaked`).toBe(false);
    }
  });

  it('a premium member sees the same rows with their values', async () => {
    const reply = await post(MEMBER, '/api/contact/getall', page(rich));
    expect(reply.body.data.every((c: { isPremium: boolean; contactEmail: string }) => c.isPremium && c.contactEmail.includes('@'))).toBe(true);
  });
});
