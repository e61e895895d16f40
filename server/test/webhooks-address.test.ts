import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress, parseAllowlist, type ResolveAll } from '../src/notifications/webhooks/address.js';
import { escapeSlack, escapeTeams, renderBody } from '../src/notifications/webhooks/formats.js';
import { retryDelaySeconds } from '../src/notifications/webhooks/outbox.js';
import { errorClassOf, postWebhook } from '../src/notifications/webhooks/send.js';
import { startReceiver } from './webhooks.support.js';
import { WEBHOOK_MAX_BODY_BYTES, WEBHOOK_RETRY_SCHEDULE_SECONDS } from '../../contract/integrations/rules.js';

/** A resolver of fixed answers: no lookup leaves this machine. */
const resolver = (answers: Record<string, string[]>): ResolveAll => async (hostname) => {
  const addresses = answers[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const resolve = resolver({
  localhost: ['127.0.0.1', '::1'],
  'rebind.example': ['127.0.0.1'],
  'mixed.example': ['93.184.215.14', '10.1.2.3'],
  'public.example': ['93.184.215.14'],
  'v6.example': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
});
const blocked = { ok: false, errorClass: 'blocked address' };

describe('the SSRF guard (address.ts)', () => {
  it.each([
    ['http://127.0.0.1/hook', 'loopback'],
    ['http://localhost:8080/hook', 'a name for loopback'],
    ['http://[::1]/hook', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/hook', 'IPv4-mapped loopback'],
    ['http://[::ffff:10.0.0.1]/hook', 'IPv4-mapped private'],
    ['http://0.0.0.0/hook', 'unspecified'],
    ['http://[::]/hook', 'IPv6 unspecified'],
    ['http://2130706433/hook', 'decimal 127.0.0.1'],
    ['http://0177.0.0.1/hook', 'octal 127.0.0.1'],
    ['http://0x7f.1/hook', 'hex short form'],
    ['http://10.0.0.5/hook', 'private 10/8'],
    ['http://172.16.3.4/hook', 'private 172.16/12'],
    ['http://192.168.1.1/hook', 'private 192.168/16'],
    ['http://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/hook', 'CGNAT'],
    ['http://[fd00::1]/hook', 'unique-local'],
    ['http://[fe80::1]/hook', 'IPv6 link-local'],
    ['http://224.0.0.1/hook', 'multicast'],
    ['http://255.255.255.255/hook', 'broadcast'],
    ['http://rebind.example/hook', 'a name that resolves to loopback'],
    ['http://mixed.example/hook', 'a name with one private address among public ones'],
    ['ftp://93.184.215.14/hook', 'not http or https'],
    ['file:///etc/passwd', 'a file URL'],
  ])('refuses %s (%s)', async (url) => {
    expect(await checkWebhookUrl(url, { resolve })).toEqual(blocked);
  });

  it('admits public addresses and pins the one it checked', async () => {
    const byName = await checkWebhookUrl('https://public.example/hooks?x=1', { resolve });
    expect(byName).toMatchObject({ ok: true, hostname: 'public.example', port: 443, address: { address: '93.184.215.14', family: 4 } });
    expect(await checkWebhookUrl('http://93.184.215.14:8080/', { resolve })).toMatchObject({ ok: true, port: 8080 });
    expect(await checkWebhookUrl('https://v6.example/', { resolve })).toMatchObject({ ok: true, address: { family: 6 } });
  });

  it('says DNS when the name does not resolve', async () => {
    expect(await checkWebhookUrl('https://nowhere.example/', { resolve })).toEqual({ ok: false, errorClass: 'DNS' });
  });

  it('admits a private receiver named in the allowlist, on that port only', async () => {
    const allowlist = parseAllowlist(' 127.0.0.1:4010 , LOCALHOST:9000,[::1]:4011');
    expect([...allowlist]).toEqual(['127.0.0.1:4010', 'localhost:9000', '[::1]:4011']);
    expect(await checkWebhookUrl('http://127.0.0.1:4010/hook', { resolve, allowlist })).toMatchObject({ ok: true, address: { address: '127.0.0.1' } });
    expect(await checkWebhookUrl('http://127.0.0.1:4012/hook', { resolve, allowlist })).toEqual(blocked);
    expect(await checkWebhookUrl('http://localhost:9000/', { resolve, allowlist })).toMatchObject({ ok: true });
    expect(await checkWebhookUrl('http://[::1]:4011/', { resolve, allowlist })).toMatchObject({ ok: true, address: { address: '::1', family: 6 } });
    expect(() => parseAllowlist('127.0.0.1')).toThrow(/host:port/);
  });

  it('classifies addresses with ipaddr.js ranges', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('127.0.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('the pinned connection (send.ts)', () => {
  it('connects to the address it checked, keeping the URL host in the Host header', async () => {
    const receiver = await startReceiver();
    try {
      // 'receiver.test' exists only in the injected resolver: the request can only have gone to the checked address.
      const resolveHere = resolver({ 'receiver.test': ['127.0.0.1'] });
      const allowlist = new Set([`receiver.test:${receiver.port}`]);
      const url = `http://receiver.test:${receiver.port}/pinned`;
      const result = await postWebhook(url, { 'webhook-id': 'msg_1' }, '{"a":1}', { timeoutMs: 5000, allowlist, resolve: resolveHere });
      expect(result).toMatchObject({ statusCode: 200, errorClass: null });
      expect(receiver.of('/pinned')[0]).toMatchObject({ body: '{"a":1}', headers: { host: `receiver.test:${receiver.port}`, 'webhook-id': 'msg_1' } });
      // Not allowlisted: refused before any connection.
      const refused = await postWebhook(url, {}, '{}', { timeoutMs: 5000, resolve: resolveHere });
      expect(refused).toMatchObject({ statusCode: null, errorClass: 'blocked address' });
      expect(receiver.of('/pinned')).toHaveLength(1);
      // Nothing listening: refused.
      const closed = await postWebhook('http://127.0.0.1:1/x', {}, '{}', { timeoutMs: 5000, allowlist: new Set(['127.0.0.1:1']) });
      expect(closed.errorClass).toBe('refused');
    } finally {
      await receiver.close();
    }
  });

  it('ends an attempt at its timeout', async () => {
    const { createServer } = await import('node:net');
    // Accepts the connection and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const result = await postWebhook(`http://127.0.0.1:${port}/`, {}, '{}', { timeoutMs: 300, allowlist: new Set([`127.0.0.1:${port}`]) });
      expect(result.errorClass).toBe('timeout');
      expect(result.durationMs).toBeGreaterThanOrEqual(250);
      expect(result.durationMs).toBeLessThan(3000);
    } finally {
      silent.close();
    }
  });
});

describe('error classes and the retry schedule', () => {
  it('names why a request failed', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(errorClassOf(coded('ECONNREFUSED'))).toBe('refused');
    expect(errorClassOf(coded('ENOTFOUND'))).toBe('DNS');
    expect(errorClassOf(coded('ETIMEDOUT'))).toBe('timeout');
    expect(errorClassOf(coded('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe('TLS');
    expect(errorClassOf(coded('ERR_TLS_CERT_ALTNAME_INVALID'))).toBe('TLS');
    expect(errorClassOf(coded('ECONNRESET'))).toBe('network');
  });

  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h with ±10 % jitter, then gives up', () => {
    const low = WEBHOOK_RETRY_SCHEDULE_SECONDS.map((_, i) => retryDelaySeconds(WEBHOOK_RETRY_SCHEDULE_SECONDS, i + 1, () => 0));
    const high = WEBHOOK_RETRY_SCHEDULE_SECONDS.map((_, i) => retryDelaySeconds(WEBHOOK_RETRY_SCHEDULE_SECONDS, i + 1, () => 1));
    expect(low.map((s) => Math.round(s! / 0.9))).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(high.map((s) => Math.round(s! / 1.1))).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(retryDelaySeconds(WEBHOOK_RETRY_SCHEDULE_SECONDS, 8)).toBeNull();
  });
});

describe('payload formats', () => {
  const data = {
    licenseNumber: 'TX-1', stateCode: 'TX', commodity: 'Electric', licenseType: 'Supplier', companyId: 'c-1',
    companyName: 'Acme <Power> & *Gas*', registeredDate: '2030-01-02', expiryDate: '2032-01-02',
  };
  const input = { type: 'license.new' as const, timestamp: '2030-06-01T00:00:00.000Z', data, premium: true, publicUrl: 'https://insights.test/' };

  it('escapes chat text', () => {
    expect(escapeSlack('a <b> & c')).toBe('a &lt;b&gt; &amp; c');
    expect(escapeTeams('*bold* _it_ [x]')).toBe('\\*bold\\* \\_it\\_ \\[x\\]');
    const slack = JSON.parse(renderBody('slack', input)) as { text: string };
    expect(slack.text).toBe('New license: Acme &lt;Power&gt; &amp; *Gas* (TX, Electric)');
  });

  it('keeps chat messages under 28 KB even with a very long company name', () => {
    const long = { ...input, data: { ...data, companyName: 'x'.repeat(100_000), licenseType: 'y'.repeat(100_000) } };
    for (const format of ['slack', 'teams'] as const) {
      expect(Buffer.byteLength(renderBody(format, long))).toBeLessThan(WEBHOOK_MAX_BODY_BYTES);
    }
  });
});
