import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './support/testServer.js';
import WebSocket from 'ws';
import { z } from 'zod';
import { HubConnectionBuilder, HubConnectionState, LogLevel, HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { buildApp, type BuiltApp } from '../src/app.js';
import { login } from './support/oidcLogin.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { notification, unreadNotificationsReply, type InsightsNotification } from '../../contract/notifications/schemas.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/tenants.js';
import { until } from './support/until.js';

/**
 * The hub with the official @microsoft/signalr client, against a server on a data folder so it can be
 * stopped and started again on the same port with the same data and signing keys.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-hub-test-'));
let port = 0;
let baseUrl = '';
let built: BuiltApp;
let token = '';
// The follower holds premium data, so the pushes carry the license number the tests find them by (the masking for
// a user without: notificationsPremium.test.ts); member@northwind.test is the other user who follows nothing here.
const CASEY = DEMO_ACCOUNTS.find((a) => a.email === 'super@insights.test')!;
let companyId = '';
const open: HubConnection[] = [];

async function start() {
  built = await buildApp({ dataDir, publicUrl: baseUrl, notifications: { expiryCheckMs: 0, pingIntervalMs: 1000 } });
  await built.app.listen({ port, host: '127.0.0.1' });
}

function connect(options: { accessToken?: string; viaQuery?: boolean } = {}) {
  const received: InsightsNotification[] = [];
  const syncs: number[] = [];
  const accessToken = options.accessToken ?? token;
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/notifications-alerts${options.viaQuery ? `?access_token=${encodeURIComponent(accessToken)}` : ''}`, {
      ...(options.viaQuery ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : { accessTokenFactory: () => accessToken }),
    })
    .withAutomaticReconnect([0, 300, 500, 1000, 1000, 2000, 2000, 2000, 2000, 2000])
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NotificationReceive', (n: InsightsNotification) => received.push(n));
  connection.on('SyncNotifications', () => syncs.push(Date.now()));
  open.push(connection);
  return { connection, received, syncs };
}

let seq = 0;
async function ingestOne(db = built.db) {
  const no = `HUB-${Date.now().toString(36)}-${++seq}`;
  await ingestLicenses(db, built.notifications.bus, parseLicenseFile(`State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${companyId},${no},Supplier\n`));
  return no;
}

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await start();
  token = (await login(baseUrl, CASEY.email, 'insights-demo')).accessToken;
  const { rows } = await built.db.query<{ company_id: string }>(
    'select f.company_id::text from follows f join users u on u.id = f.user_id where u.secure_id = $1 and f.state_code is null limit 1',
    [CASEY.secureId],
  );
  companyId = rows[0].company_id;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop().catch(() => undefined)));
  await built?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('realtime hub /notifications-alerts', () => {
  it('connects with the bearer token, gets SyncNotifications, answers GetUnreadNotifications', async () => {
    const { connection, syncs } = connect();
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    await until(() => syncs.length > 0, 'SyncNotifications on connect');
    const unread = await connection.invoke<{ total: number; notifications: InsightsNotification[] }>('GetUnreadNotifications');
    const { rows } = await built.db.query<{ n: number }>(
      'select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.secure_id = $1 and not n.is_read',
      [CASEY.secureId],
    );
    expect(unread.total).toBe(rows[0].n);
    expect(unread.notifications.length).toBe(Math.min(20, rows[0].n));
    expect(unread.notifications.every((n) => !n.isRead && typeof n.message === 'string')).toBe(true);
    // The payload is the contract's (what widgets read): decoding it changes nothing.
    expect(unreadNotificationsReply.parse(unread)).toEqual(unread);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");
    await connection.stop();
  });

  it('pushes NotificationReceive to the follower (token in the query, no negotiate) and to nobody else', async () => {
    const casey = connect({ viaQuery: true });
    const morganToken = (await login(baseUrl, 'member@northwind.test', 'insights-demo')).accessToken;
    await built.db.query(
      "delete from follows where company_id = $1 and user_id = (select id from users where email_address = 'member@northwind.test')",
      [companyId],
    );
    const morgan = connect({ accessToken: morganToken });
    await Promise.all([casey.connection.start(), morgan.connection.start()]);
    const no = await ingestOne();
    const got = await until(() => casey.received.find((n) => n.licenseNumber === no), 'the push');
    expect(got).toMatchObject({ eventType: 'New', companyId, isRead: false });
    expect(notification.strict().parse(got)).toEqual(got);
    expect(got.message).toMatch(new RegExp(`^New License ${no} has been registered for .+ on \\d{2}/\\d{2}/\\d{4}$`));
    // Morgan's connection is alive and answers, but received nothing.
    await morgan.connection.invoke('GetUnreadNotifications');
    expect(morgan.received).toEqual([]);
    await Promise.all([casey.connection.stop(), morgan.connection.stop()]);
  });

  it('pushes one notification once to each of a user\'s connections (tabs), the same message', async () => {
    const tabs = [connect(), connect({ viaQuery: true }), connect()];
    await Promise.all(tabs.map((tab) => tab.connection.start()));
    const no = await ingestOne();
    await until(() => tabs.every((tab) => tab.received.some((n) => n.licenseNumber === no)), 'the push in every tab');
    await tabs[0]!.connection.invoke('GetUnreadNotifications'); // a round trip: a duplicate would have arrived by now
    const copies = tabs.map((tab) => tab.received.filter((n) => n.licenseNumber === no));
    expect(copies.map((c) => c.length)).toEqual([1, 1, 1]);
    expect(copies[1]![0]).toEqual(copies[0]![0]);
    expect(copies[2]![0]).toEqual(copies[0]![0]);
    await Promise.all(tabs.map((tab) => tab.connection.stop()));
  });

  it('rejects an invalid token with 401 and a user without Insights access with 403, on negotiate and on the WebSocket', async () => {
    const negotiate = await fetch(`${baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: 'Bearer nope' } });
    expect(negotiate.status).toBe(401);
    const bad = connect({ accessToken: 'not-a-token' });
    await expect(bad.connection.start()).rejects.toThrow(/401|Unauthorized/);
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/notifications-alerts?access_token=forged`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(401);
    // Signed in, but without Insights access: 403 on both.
    const noAccess = (await login(baseUrl, 'noaccess@contoso.test', 'insights-demo')).accessToken;
    expect((await fetch(`${baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${noAccess}` } })).status).toBe(403);
    const forbidden = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/notifications-alerts?access_token=${noAccess}`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(forbidden).toBe(403);
    const ok = await fetch(`${baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }] });
  });

  it('speaks the raw protocol: handshake reply {}, pings, records split across frames, a wrong protocol refused', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/notifications-alerts`, { headers: { authorization: `Bearer ${token}` } });
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => ws.on('open', resolve));
    // The handshake in two pieces.
    ws.send('{"protocol":"js');
    ws.send('on","version":1}\u001e');
    await until(() => frames.join('').includes('"type":6'), 'a ping within the interval', 5000);
    const text = frames.join('');
    expect(text.startsWith('{}\u001e')).toBe(true);
    expect(text).toContain('{"type":1,"target":"SyncNotifications","arguments":[]}\u001e');
    ws.send('{"type":1,"invocationId":"7","target":"getunreadnotifications","arguments":[]}\u001e{"type":6}\u001e');
    await until(() => frames.join('').includes('"invocationId":"7"'), 'the completion');
    expect(JSON.parse(frames.join('').split('\u001e').find((r) => r.includes('"invocationId":"7"'))!)).toMatchObject({ type: 3, invocationId: '7', result: { total: expect.any(Number) } });
    ws.close();

    const wrong = new WebSocket(`ws://127.0.0.1:${port}/notifications-alerts`, { headers: { authorization: `Bearer ${token}` } });
    const wrongFrames: string[] = [];
    wrong.on('message', (data) => wrongFrames.push(data.toString()));
    await new Promise((resolve) => wrong.on('open', resolve));
    wrong.send('{"protocol":"messagepack","version":1}\u001e');
    await new Promise((resolve) => wrong.on('close', resolve));
    expect(wrongFrames.join('')).toContain("Requested protocol 'messagepack' version 1 is not available.");
  });

  it('pushes NotificationReceive as one text frame holding one record, the notification as GetUnreadNotifications has it', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/notifications-alerts`, { headers: { authorization: `Bearer ${token}` } });
    const frames: Array<{ text: string; isBinary: boolean }> = [];
    ws.on('message', (data, isBinary) => frames.push({ text: data.toString(), isBinary }));
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send('{"protocol":"json","version":1}\u001e');
    await until(() => frames.some((f) => f.text.includes('SyncNotifications')), 'the handshake');
    const no = await ingestOne();
    const push = await until(() => frames.find((f) => f.text.includes(no)), 'the push');
    expect(push.isBinary).toBe(false);
    const pushed = JSON.parse(push.text.slice(0, -1)) as { arguments: [InsightsNotification] };
    // Exactly one record, written as the protocol's encoder writes it (type, target, arguments; the schema's key order).
    expect(push.text).toBe(`{"type":1,"target":"NotificationReceive","arguments":[${JSON.stringify(pushed.arguments[0])}]}\u001e`);
    expect(Object.keys(pushed.arguments[0])).toEqual(Object.keys(notification.shape));
    // The same notification, field for field, as the API's list reads it back from the database.
    ws.send('{"type":1,"invocationId":"u","target":"GetUnreadNotifications","arguments":[]}\u001e');
    const completion = await until(() => frames.find((f) => f.text.includes('"invocationId":"u"')), 'the unread list');
    const unread = unreadNotificationsReply.parse(JSON.parse(completion.text.split('\u001e').find((r) => r.includes('"invocationId":"u"'))!).result);
    expect(z.encode(notification, unread.notifications.find((n) => n.licenseNumber === no)!)).toEqual(pushed.arguments[0]);
    ws.close();
  });

  it('reconnects after a server restart, resynchronises, and misses nothing produced meanwhile', async () => {
    const { connection, received, syncs } = connect();
    let reconnected = 0;
    connection.onreconnected(() => (reconnected += 1));
    await connection.start();
    await until(() => syncs.length === 1, 'first sync');
    const before = await ingestOne();
    await until(() => received.some((n) => n.licenseNumber === before), 'push before the restart');

    await built.close();
    await start();
    // Produced while the client is still reconnecting: it must come back through SyncNotifications.
    const during = await ingestOne();
    await until(() => reconnected === 1 && syncs.length === 2, 'reconnect and a second SyncNotifications', 20_000);
    const after = await ingestOne();
    await until(() => received.some((n) => n.licenseNumber === after), 'push after the restart');

    // What the client knows = pushes + the unread list it fetches on SyncNotifications.
    const unread = await connection.invoke<{ notifications: InsightsNotification[] }>('GetUnreadNotifications');
    const known = new Map<number, InsightsNotification>();
    for (const n of [...received, ...unread.notifications]) known.set(n.id, n);
    const numbers = [...known.values()].map((n) => n.licenseNumber);
    for (const no of [before, during, after]) expect(numbers.filter((x) => x === no)).toHaveLength(1);
    expect(received.filter((n) => n.licenseNumber === after)).toHaveLength(1);
    await connection.stop();
  });
});
