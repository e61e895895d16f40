// The deployment's load balancer, in front of a bench server: TLS and HTTP/2 to the browser, plain HTTP/1.1 to the
// server (docs/deployment.md: a load balancer terminates TLS and forwards to the instances). Lighthouse's simulation
// models the two protocols very differently: over HTTP/1.1 a page gets six connections and every request waits a round
// trip; over HTTP/2 one connection carries them all. Measuring a production build over the plain HTTP/1.1 of
// `npm start` on localhost measured a transport that no deployment serves to browsers.
//
// What it does, and only that: a self-signed certificate for localhost (made here, in memory, by `selfsigned`);
// requests forwarded with their method, path, headers and body, and X-Forwarded-Proto/-For added as the load balancer
// adds them (the server runs with trustProxy, as deployment.md asks behind one); responses returned with their status,
// headers and body; WebSocket upgrades (HTTP/1.1, as a browser opens them when the server does not offer WebSockets
// over HTTP/2) piped through unchanged. Chromium trusts the certificate through --ignore-certificate-errors-spki-list
// with the key's hash (`spki`): with plain --ignore-certificate-errors it would not cache anything from the origin, and
// the warm runs would be cold ones.
import { createHash, X509Certificate } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import net, { type Socket } from 'node:net';
import selfsigned from 'selfsigned';

/** Headers of one hop (RFC 9110 §7.6.1, and those HTTP/2 forbids): never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

export interface TlsFront {
  /** https://localhost:<port> */
  url: string;
  /** base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  close(): Promise<void>;
}

function forwardable(headers: NodeJS.Dict<string | string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

/** Listens on `port` of 127.0.0.1 and forwards everything to http://127.0.0.1:<targetPort>. */
export async function startTlsFront(targetPort: number, port: number): Promise<TlsFront> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  const spki = createHash('sha256')
    .update(new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  // Keep-alive to the server, as a load balancer pools its connections to an instance.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const front = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  // Every browser connection, so that close() does not wait for idle HTTP/2 sessions and piped WebSockets to time out.
  const connections = new Set<Socket>();
  front.on('secureConnection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });

  front.on('request', (req: Http2ServerRequest | IncomingMessage, res: Http2ServerResponse | http.ServerResponse) => {
    const headers = forwardable(req.headers);
    headers.host = String(req.headers[':authority'] ?? req.headers.host ?? `localhost:${targetPort}`);
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent }, (reply) => {
      (res as http.ServerResponse).writeHead(reply.statusCode ?? 502, forwardable(reply.headers));
      reply.pipe(res as http.ServerResponse);
    });
    upstream.on('error', () => {
      if (!res.headersSent) (res as http.ServerResponse).writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  // The realtime hub's WebSocket: the upgrade request as it came, then both directions piped.
  front.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      lines.push('X-Forwarded-Proto: https', `X-Forwarded-For: ${req.socket.remoteAddress ?? '127.0.0.1'}`, '', '');
      upstream.write(lines.join('\r\n'));
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    spki,
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        for (const socket of connections) socket.destroy();
        agent.destroy();
      }),
  };
}
