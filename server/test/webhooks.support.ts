import type { Queryable } from '../src/db/db.js';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on loopback (admitted by the private allowlist): records every request and answers the next
 * status queued for its path (`answer`), 200 when none is queued.
 */
export interface Receiver {
  port: number;
  url(path: string): string;
  received: Received[];
  of(path: string): Received[];
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const queued = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = queued.get(path)?.shift() ?? 200;
      response.writeHead(status, status >= 300 && status < 400 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    of: (path) => received.filter((r) => r.path === path),
    answer: (path, ...statuses) => queued.set(path, [...(queued.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A webhook endpoint row for the tests that walk the API document (conformance, empty query values): its loopback URL
 * is refused at delivery (blocked address), so a walk's test event sends nothing anywhere.
 */
export async function insertWalkEndpoint(db: Queryable, clientId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into webhook_endpoints (client_id, url, format, state_codes, commodity, license_type, event_types, secret)
     values ($1::uuid, 'http://127.0.0.1:9/x', 'json', array['TX'], 0, '', array['license.new'], 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') returning id::text`,
    [clientId],
  );
  return rows[0]!.id;
}
