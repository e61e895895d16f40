import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { freePort, startTestServer, type TestServer } from './support/testServer.js';
import { login } from './support/oidcLogin.js';
import { openDb } from '../src/db/openDb.js';
import { migrate } from '../src/db/migrate.js';
import { registerHealth } from '../src/http/health.js';
import { enqueueMail } from '../src/notifications/outbox.js';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/db/seed/tenants.js';
import { RAW_DATA_ENDPOINTS } from '../../contract/rawData/endpoints.js';
import { NOTIFICATION_HUB } from '../../contract/notifications/endpoints.js';
import { until } from './support/until.js';
import { requestInFlight, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const RS = '\u001e';

/** A hub client speaking the SignalR JSON protocol on a raw WebSocket; `records` collects what the server sends. */
async function openHub(baseUrl: string, token: string) {
  const records: Record<string, unknown>[] = [];
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${NOTIFICATION_HUB.path}?access_token=${encodeURIComponent(token)}`);
  let closed = false;
  ws.on('message', (data) => {
    for (const record of data.toString().split(RS).filter(Boolean)) records.push(JSON.parse(record) as Record<string, unknown>);
  });
  ws.on('close', () => (closed = true));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`);
  await until(() => records.length > 0, 'hub handshake');
  expect(records[0]).toEqual({});
  return { ws, records, isClosed: () => closed };
}

describe('/healthz and /readyz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('/healthz answers while the process runs', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('/readyz is ready with the database answering and every migration applied, 503 while one is missing', async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', pendingMigrations: [] });

    const { rows } = await server.db.query<{ version: string; name: string }>('select version, name from schema_migrations order by version desc limit 1');
    await server.db.query('delete from schema_migrations where version = $1', [rows[0].version]);
    try {
      const pending = await fetch(`${server.baseUrl}/readyz`);
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({
        status: 'not ready', database: 'ok', pendingMigrations: [rows[0].name], message: '1 database migration(s) not applied.',
      });
    } finally {
      await server.db.query('insert into schema_migrations (version, name) values ($1, $2)', [rows[0].version, rows[0].name]);
    }
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    const db = await openDb({});
    await migrate(db);
    await db.close();
    const app = Fastify();
    registerHealth(app, db);
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', database: 'unreachable', pendingMigrations: [], message: 'The database does not answer.' });
    } finally {
      await app.close();
    }
  });
});

/** Just enough SMTP to receive messages: greets, says yes to everything, collects each DATA block. */
async function smtpSink() {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

describe('shutdown flushes the e-mail outbox', () => {
  it('an e-mail queued just before close() is sent before the database closes', async () => {
    const smtp = await smtpSink();
    // No schedule would send it: close() must.
    const built = await buildApp({ publicUrl: 'http://127.0.0.1:1', notifications: { smtpUrl: smtp.url, expiryCheckMs: 0 } });
    try {
      const { rows } = await built.db.query<{ id: number; email: string }>("select id, email_address as email from users where email_address = 'member@northwind.test'");
      await enqueueMail(built.db, { userId: rows[0].id, to: rows[0].email, subject: 'Queued at shutdown', body: 'Sent by the shutdown flush.', eventType: 'Account' });
    } finally {
      await built.close();
    }
    try {
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Queued at shutdown');
      expect(smtp.messages[0]).toContain('Sent by the shutdown flush.');
    } finally {
      await smtp.close();
    }
    // buildApp seeds a database of its own here, the real offer files included (about twice as long as before them).
  }, 180_000);
});

describe('no token in the logs', () => {
  it('redacts the hub access_token, the download link token and Authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const server = await startTestServer({ log: { level: 'trace', requests: true, stream } });
    try {
      const { accessToken } = await server.loginAs('member@northwind.test');
      const secrets = [accessToken];

      // An API call with the bearer header.
      const files = await server.api(RAW_DATA_ENDPOINTS.licenses, { token: accessToken });
      expect(files.status).toBe(200);
      const { data } = (await files.json()) as { data: { id: number }[] };
      // A download link, and the file through it (its token is in the query).
      const link = await server.api(`${RAW_DATA_ENDPOINTS.downloadLicenses}/${data[0].id}`, { token: accessToken });
      const url = new URL(((await link.json()) as { data: string }).data);
      const linkToken = url.searchParams.get('token')!;
      expect(linkToken.length).toBeGreaterThan(20);
      secrets.push(linkToken);
      expect((await fetch(url)).status).toBe(200);
      // The hub with the token in the query, as browsers connect.
      const hub = await openHub(server.baseUrl, accessToken);
      hub.ws.close();
      await until(() => hub.isClosed(), 'hub closed');
      // A failed call with a token-like value in Authorization and in the query.
      const bogus = 'eyJhbGciOiJIUzI1NiJ9.bogus-but-secret.signature';
      secrets.push(bogus);
      await fetch(`${server.baseUrl}/api/does-not-exist?access_token=${bogus}`, { headers: { authorization: `Bearer ${bogus}` } });

      const log = lines.join('\n');
      // The log did record these requests, with ids, and the URLs with the secret replaced.
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.every((line) => typeof JSON.parse(line) === 'object')).toBe(true);
      expect(log).toContain(`${RAW_DATA_ENDPOINTS.file}?token=[REDACTED]`);
      expect(log).toContain(`${NOTIFICATION_HUB.path}?access_token=[REDACTED]`);
      expect(log).toContain('"reqId"');
      for (const secret of secrets) expect(log).not.toContain(secret);
      // Nor a recognisable part of one (a JWT's signature).
      expect(log).not.toContain(accessToken.split('.')[2]);
    } finally {
      await server.close();
    }
  });
});

describe('graceful shutdown on SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, tells hub clients to reconnect, and exits 0', async () => {
    // The request's connection is kept alive, as a browser's or fetch's is: the server must not wait out its
    // keep-alive timeout (72 s, past the 25 s shutdown deadline) after the reply.
    dataDir = mkdtempSync(path.join(tmpdir(), 'insights-shutdown-'));
    server = await startServerProcess(await freePort(), dataDir);
    const { child, baseUrl, output, exited } = server;
    expect(child.exitCode, output()).toBeNull();

    const { accessToken } = await login(baseUrl, 'member@northwind.test', DEMO_PASSWORD);
    const hub = await openHub(baseUrl, accessToken);

    // A request in flight: headers sent (the server says 100 Continue), the body not yet complete.
    const keepAlive = new http.Agent({ keepAlive: true });
    const { request, rest } = await requestInFlight(baseUrl, accessToken, keepAlive);
    const response = new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      });
      request.on('error', reject);
    });

    child.kill('SIGTERM');
    await until(() => output().includes('SIGTERM: shutting down'), 'shutdown started');
    // Hub clients are told to come back (elsewhere) and their sockets close.
    await until(() => hub.records.find((r) => r.type === 7), 'hub close message');
    expect(hub.records.find((r) => r.type === 7)).toEqual({ type: 7, allowReconnect: true });
    await until(() => hub.isClosed(), 'hub socket closed');

    // The process waits for the request in flight, which then completes normally.
    expect(child.exitCode).toBeNull();
    request.end(rest);
    const answer = await response;
    expect(answer.status, answer.text).toBe(200);
    expect((JSON.parse(answer.text) as { data: unknown[] }).data).toHaveLength(5);
    // `npm start` limits the API per user by default.
    expect(answer.headers['ratelimit-limit']).toBe('1200');

    // Promptly: not after the connection's keep-alive timeout, which it was told not to reuse.
    expect(await exited, output()).toBe(0);
    expect(output()).toContain('Insights stopped (shutdown took');
    expect(answer.headers.connection).toBe('close');
    // New connections are refused once it has stopped.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    keepAlive.destroy();
  }, 240_000);
});

describe('keep-alive connections at shutdown', () => {
  // A reply whose headers left before the close began cannot say `Connection: close`; its connection must still end
  // once the reply has, not after the keep-alive timeout (Fastify's 72 s). Both ways such a reply exists here: a
  // streamed body, and a reply written on the raw response (/oidc).
  it.each(['streamed', 'raw'] as const)('a %s reply begun before close() ends its kept-alive connection when done', async (kind) => {
    const { registerShutdownConnections } = await import('../src/http/shutdownConnections.js');
    const app = Fastify({ forceCloseConnections: 'idle' });
    registerShutdownConnections(app);
    let finish: () => void = () => undefined;
    app.get('/slow', async (_request, reply) => {
      if (kind === 'raw') {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/plain' });
        reply.raw.write('first ');
        finish = () => reply.raw.end('last');
        return reply;
      }
      const body = new PassThrough();
      body.write('first ');
      finish = () => body.end('last');
      return reply.type('text/plain').send(body);
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const headers = new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${baseUrl}/slow`, { agent }, resolve).on('error', reject));
      const res = await headers;
      expect(res.headers.connection).toBe('keep-alive');
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      const ended = new Promise((resolve) => res.on('end', resolve));

      let closed = false;
      const closing = app.close().then(() => (closed = true));
      await until(() => app.server.listening === false, 'the server stops accepting');
      expect(closed).toBe(false);
      finish();
      await ended;
      expect(text).toBe('first last');
      await until(() => closed, 'close() resolves once the reply is done', 10_000);
      await closing;
    } finally {
      agent.destroy();
      if (app.server.listening) await app.close();
    }
  });
});

describe('/api concurrency gate', () => {
  it('runs at most N handlers at once, in arrival order, and drops a request whose client left while waiting', async () => {
    const { registerApiConcurrency } = await import('../src/http/apiConcurrency.js');
    const app = Fastify();
    const arrived: string[] = [];
    app.addHook('onRequest', async (request) => {
      arrived.push(request.url);
    });
    registerApiConcurrency(app, 2);
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    app.get('/api/slow/:id', async (request) => {
      const { id } = request.params as { id: string };
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.set(id, resolve));
      running -= 1;
      return { id };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const answers = ['a', 'b', 'c', 'd'].map((id) => fetch(`${base}/api/slow/${id}`).then((r) => r.json()));
      await until(() => started.length === 2, 'two handlers running');
      // A fifth caller gives up while waiting: its handler must never run.
      const leaving = new AbortController();
      const abandoned = fetch(`${base}/api/slow/e`, { signal: leaving.signal }).catch(() => 'aborted');
      await until(() => arrived.includes('/api/slow/e'), 'the fifth request reached the server');
      leaving.abort();
      expect(await abandoned).toBe('aborted');
      expect(started).toEqual(['a', 'b']);
      for (const id of ['a', 'b', 'c', 'd']) {
        await until(() => gates.get(id), `handler ${id} started`);
        gates.get(id)!();
      }
      expect(await Promise.all(answers)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]);
      expect(started).toEqual(['a', 'b', 'c', 'd']);
      expect(most).toBe(2);
      // Places are all given back: two new requests run at once again.
      const again = ['f', 'g'].map((id) => fetch(`${base}/api/slow/${id}`).then((r) => r.json()));
      await until(() => gates.has('f') && gates.has('g'), 'both run');
      gates.get('f')!();
      gates.get('g')!();
      expect(await Promise.all(again)).toEqual([{ id: 'f' }, { id: 'g' }]);
      expect(started).not.toContain('e');
    } finally {
      await app.close();
    }
  });
});
