import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export interface LogOptions {
  /** pino level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'. */
  level?: string;
  /** One JSON line per completed request (method, redacted URL, status, time, request id). */
  requests?: boolean;
  /** Where the JSON lines go (default stdout); tests capture them here. */
  stream?: { write(line: string): void };
}

/** Query parameters that carry a credential: hub token, download link token, set-password token, OAuth values. */
const SECRET_QUERY_PARAMS = ['access_token', 'token', 'code', 'id_token', 'id_token_hint', 'refresh_token', 'client_secret', 'code_verifier'];
export const REDACTED = '[REDACTED]';

/** The URL with the value of every credential-carrying query parameter replaced by [REDACTED]. */
export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is left as written.
    }
    return eq >= 0 && SECRET_QUERY_PARAMS.includes(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when it looks like one (a proxy's or a client's), else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Per-request lines: one at completion instead of Fastify's two (incoming + completed). */
class OneLinePerRequest extends LogController {
  constructor(private readonly enabled: boolean) {
    super({ disableRequestLogging: !enabled });
  }

  override incomingRequest(): void {
    // The completion line carries the request too.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log[reply.statusCode >= 500 ? 'error' : 'info'](fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.enabled) request.log.info(`Route ${request.method}:${redactUrl(request.raw.url)} not found`);
  }
}

/**
 * Fastify's logger (pino, JSON lines) with request ids and no credentials:
 * - each request's id comes from `x-request-id` or is a new UUID (sent back as `x-request-id` by the app);
 * - a request is logged as method, URL with credential query values redacted, host and address — never headers;
 *   `redact` also blanks Authorization and Cookie should a line ever include headers.
 */
export function loggerOptions(opts: LogOptions): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    requestIdHeader: false,
    genReqId: requestId,
    logController: new OneLinePerRequest(opts.requests ?? false),
    logger: {
      level: opts.level ?? 'warn',
      ...(opts.stream ? { stream: opts.stream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'res.headers["set-cookie"]'],
        censor: REDACTED,
      },
      serializers: {
        req: (req: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host ?? req.hostname,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
      },
    },
  };
}
