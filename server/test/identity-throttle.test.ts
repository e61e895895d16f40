import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { finishLogin, startAuthorization, type AuthorizeStart } from './support/oidcLogin.js';
import { DEMO_PASSWORD } from '../src/db/seed/tenants.js';
import { deleteExpiredIdentityState } from '../src/identity/oidcStore.js';
import { DEFAULT_THROTTLE_POLICY, failureDelayMs, tooManyAttemptsMessage } from '../src/identity/signInThrottle.js';

/**
 * Failed sign-in throttling on the login page. The server listens on 127.0.0.1; a client can connect from any
 * 127.x.y.z address, which is how these tests sign in "from another address".
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  html: string;
  retryAfter?: string;
  response: Response;
}

/** POSTs the login form of `start` from the local address `from`. */
function submitFrom(start: AuthorizeStart, from: string, email: string, password: string): Promise<Answer> {
  const body = new URLSearchParams({ email, password }).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(start.formAction, {
      method: 'POST',
      localAddress: from,
      headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const headers = new Headers();
        if (res.headers.location) headers.set('location', res.headers.location);
        const status = res.statusCode ?? 0;
        resolve({
          status,
          html,
          retryAfter: res.headers['retry-after'] as string | undefined,
          response: new Response(status >= 300 && status < 400 ? null : html, { status, headers }),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function attempt(from: string, email: string, password: string): Promise<Answer & { start: AuthorizeStart }> {
  const start = await startAuthorization(server.baseUrl);
  return { ...(await submitFrom(start, from, email, password)), start };
}

/** A correct password from `from` completes the sign-in: answers the signed-in e-mail. */
async function signInFrom(from: string, email: string): Promise<string> {
  const answer = await attempt(from, email, DEMO_PASSWORD);
  if (answer.status !== 303) throw new Error(`Sign-in from ${from} refused (${answer.status}): ${/role="alert">([^<]*)/.exec(answer.html)?.[1]}`);
  const result = await finishLogin(server.baseUrl, answer.start, answer.response);
  return String(result.accessClaims.email);
}

const LOCKED = tooManyAttemptsMessage(DEFAULT_THROTTLE_POLICY.lockSeconds / 60);

describe('failed sign-in throttling', () => {
  it('the message names the wait in whole minutes', () => {
    expect(LOCKED).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(0.2)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });

  it("an account's repeated failures are slowed from the third on, growing to a cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => failureDelayMs(n))).toEqual([0, 0, 1000, 2000, 4000, 4000, 4000]);
  });

  it('refuses an account after five failures, even with the right password and from another address', async () => {
    for (let i = 1; i < DEFAULT_THROTTLE_POLICY.accountLimit; i++) {
      const answer = await attempt('127.0.0.1', 'member@northwind.test', `wrong-${i}`);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('Invalid email or password.');
    }
    const fifth = await attempt('127.0.0.1', 'member@northwind.test', 'wrong-5');
    expect(fifth.status).toBe(429);
    expect(fifth.retryAfter).toBe('900');
    expect(fifth.html).toContain(`<div class="alert" role="alert">${LOCKED}</div>`);
    expect(fifth.html).toContain('<form method="post"');

    const right = await attempt('127.0.0.1', 'Member@Northwind.test', DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.html).toContain(LOCKED);
    expect((await attempt('127.0.0.2', 'member@northwind.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('does not lock out other users: another account signs in, from another address and from the same one', async () => {
    expect(await signInFrom('127.0.0.2', 'admin@northwind.test')).toBe('admin@northwind.test');
    expect(await signInFrom('127.0.0.1', 'noaccess@contoso.test')).toBe('noaccess@contoso.test');
  });

  it('refuses an address after twenty failures across accounts; other addresses still sign in', async () => {
    for (let i = 1; i < DEFAULT_THROTTLE_POLICY.addressLimit; i++) {
      const answer = await attempt('127.0.0.3', `guess-${i}@nowhere.test`, 'wrong');
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('Invalid email or password.');
    }
    const last = await attempt('127.0.0.3', 'guess-last@nowhere.test', 'wrong');
    expect(last.status).toBe(429);
    expect(last.html).toContain(LOCKED);
    expect((await attempt('127.0.0.3', 'member@contoso.test', DEMO_PASSWORD)).html).toContain(LOCKED);
    expect(await signInFrom('127.0.0.4', 'member@contoso.test')).toBe('member@contoso.test');
  });

  it('a correct password starts the account count again', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt('127.0.0.5', 'broker@fabrikam.test', 'wrong')).status).toBe(200);
    expect(await signInFrom('127.0.0.5', 'broker@fabrikam.test')).toBe('broker@fabrikam.test');
    // Without the reset the third of these would be the fifth failure and lock the account.
    for (let i = 0; i < 3; i++) expect((await attempt('127.0.0.5', 'broker@fabrikam.test', 'wrong')).status).toBe(200);
  });

  it('the lock ends after its time, and the housekeeping deletes counters whose time is over', async () => {
    const key = 'account:member@northwind.test';
    await server.db.query(`update sign_in_failures set locked_until = now() - interval '1 second', expires_at = now() - interval '1 second' where key = $1`, [key]);
    expect(await signInFrom('127.0.0.6', 'member@northwind.test')).toBe('member@northwind.test');

    await server.db.query(`update sign_in_failures set expires_at = now() - interval '1 second' where key = 'address:127.0.0.3'`);
    const before = await server.db.query<{ n: number }>(`select count(*)::integer as n from sign_in_failures`);
    const deleted = await deleteExpiredIdentityState(server.db);
    expect(deleted.signInFailures).toBe(1);
    const after = await server.db.query<{ key: string }>(`select key from sign_in_failures`);
    expect(after.rows).toHaveLength(before.rows[0].n - 1);
    expect(after.rows.map((row) => row.key)).not.toContain('address:127.0.0.3');
  });
});
