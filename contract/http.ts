/**
 * Building blocks shared by every API area's schemas (zod 4; see docs/decisions/0006-contract.md).
 * Server: validation, serialization and OpenAPI. Widgets: types only (`import type`), forms through a resolver.
 */
import { z } from 'zod';

/** A page request as the specs write it: PageNumber from 1, PageSize. */
export const pageNumber = z.number().int().min(1).default(1);
export const pageSize = (max: number, fallback = 50) => z.number().int().min(1).max(max).default(fallback);

/** totalRecords of every paged reply. */
export const totalRecords = z.number().int().min(0);

/** A count column from SQL (`count(*)::int`). */
export const count = z.number().int().min(0);

/** A text column that may be empty in the database. */
export const nullableText = z.string().nullable();

/**
 * A date or timestamp column. Replies are serialized with `z.encode` (output → input), so the server hands over a
 * Date or text and the wire (the input side, what widgets read) is always text.
 */
export const isoDateTime = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (value instanceof Date ? value.toISOString() : value),
});

/** What travels on the wire for a schema: its input side (requests are decoded, replies encoded into it). */
export type Wire<S extends z.ZodType> = z.input<S>;

/**
 * Version of the API document (/docs/json info.version): raised with an entry under "API document" in CHANGELOG.md
 * whenever the document changes shape (an operation, parameter, status, schema or security added or changed).
 */
export const API_DOCUMENT_VERSION = '0.8.0';

/** The `{ data, message }` reply the specs use for actions. */
export const messageReply = z.object({ data: z.string(), message: z.string().optional() });

/**
 * Error body of every 4xx/5xx reply: the one error schema of the API document (components.schemas.ErrorReply).
 * Every route documents it for each status it can answer (server/src/http/routeContract.ts) and serializes its
 * errors through it, so the document and the error handler cannot drift.
 */
export const errorReply = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    error: z.string().meta({ description: "The status's reason phrase, e.g. 'Bad Request'" }),
    message: z.string().meta({ description: 'What went wrong, for a person (a 400 names the field)' }),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof errorReply>;

/** The reason phrase of each error status the API answers. */
export const ERROR_REASONS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_REASONS;

/** An error body with its status's reason phrase. */
export function errorBody(statusCode: ErrorStatus, message: string): ErrorReply {
  return { statusCode, error: ERROR_REASONS[statusCode], message };
}

/**
 * Replies that are not JSON, with their media type: the route documents and sends them as that type
 * (`nonJsonReply('text/plain', z.string())`). A separate registry, so the media type is not a JSON Schema keyword.
 */
export const replyMediaTypes = z.registry<{ mediaType: string }>();
export function nonJsonReply<S extends z.ZodType>(mediaType: string, schema: S): S {
  replyMediaTypes.add(schema, { mediaType });
  return schema;
}

/**
 * An empty query value means "not given": `?effectiveFrom=` is the call without effectiveFrom (spec 2 §7 writes
 * it so), `?a=&a=x` is `?a=x`. The server applies this to every route before validation, so a required parameter
 * sent empty is missing (400 naming it) and an optional one takes its default; a non-empty bad value stays a 400.
 */
export function withoutEmptyQueryValues(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const given = value.filter((item) => !isEmptyQueryValue(item));
      if (given.length > 0) kept[name] = given.length === 1 ? given[0] : given;
    } else if (!isEmptyQueryValue(value)) kept[name] = value;
  }
  return kept;
}

const isEmptyQueryValue = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The API document's security schemes (components.securitySchemes) and the requirements routes declare.
 * /api routes need the bearer token unless public; the pricing service under /common needs all three of bearer,
 * client id and api key together; a raw-data download URL carries its own signed token.
 */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from the identity provider at /oidc (scope access:INS).' },
  clientId: { type: 'apiKey', in: 'header', name: 'X-Client-Id', description: 'The client (tenant) id the chart token is bound to.' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Chart token (access_token) from GET /api/PricingMatrix/GetECToken.' },
  downloadLink: { type: 'apiKey', in: 'query', name: 'token', description: 'The signed token of a download URL from /api/RawData/download…RawData/{id}.' },
  /** A client's API key (issue 37): accepted only by the read operations that list its scope under this scheme. */
  clientApiKey: {
    type: 'http', scheme: 'bearer', bearerFormat: 'ins_…',
    description: "A client's API key (`Authorization: Bearer ins_…`, docs/integrations.md). An operation that accepts one names the scope it needs (companies:read, licenses:read, activity:read, or offers:write to import offer files); every other operation answers 403 to a key. Answers carry RateLimit-Policy and RateLimit headers; past the key's limit, 429 with Retry-After.",
  },
} as const;
type SchemeName = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

export const SECURITY = {
  public: [] as SecurityRequirement[],
  bearer: [{ bearer: [] }] as SecurityRequirement[],
  /** One requirement naming three schemes: all three are needed together. */
  pricingService: [{ bearer: [], clientId: [], apiKey: [] }] as SecurityRequirement[],
  downloadLink: [{ downloadLink: [] }] as SecurityRequirement[],
  /** The bearer token, or else a client's API key holding `scope`. */
  bearerOrApiKey: (scope: string): SecurityRequirement[] => [{ bearer: [] }, { clientApiKey: [scope] }],
};

/**
 * A reply read defensively: every field may be missing or null. Widgets also talk to production APIs of the same
 * contract, which may omit what the reference server always sends; a view built on this type must cope.
 */
export type Tolerant<T> = { [K in keyof T]?: T[K] | null };
