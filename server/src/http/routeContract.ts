import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import {
  ERROR_REASONS, SECURITY, errorReply, replyMediaTypes, withoutEmptyQueryValues, type ErrorStatus, type SecurityRequirement,
} from '../../../contract/http.js';
import { isApiPath } from '../auth/apiAuth.js';
import { isRateLimitedPath } from './rateLimits.js';

/** Methods whose body Fastify reads (GET and HEAD bodies are ignored): malformed, too large or of an unknown type. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Why each generic status can happen, as the document says it. */
const WHY: Partial<Record<ErrorStatus, string>> = {
  400: 'Invalid request: the message names the field (a body that is not JSON, a missing or bad parameter).',
  401: 'Missing or invalid credentials.',
  403: 'Signed in, but not allowed (no Insights access, a missing role or module, another client).',
  404: 'Not found.',
  413: 'The body is larger than the server accepts.',
  415: 'The body is not application/json.',
  429: 'Too many requests: wait Retry-After seconds.',
  500: 'Something went wrong on our side.',
  503: 'The database is not reachable right now: retry after Retry-After seconds.',
};

export interface RouteFacts {
  /** Upper case; a route may answer several. */
  methods: string[];
  url: string;
  /** The route's schema as its author wrote it (body, querystring, params, headers, security, response). */
  schema: Record<string, unknown>;
  /** `config.public` of an /api route. */
  isPublicApi: boolean;
  /** `config.apiKeyScope` of an /api route: a client's API key with this scope may call it too. */
  apiKeyScope?: string;
}

/**
 * The security a route has: what it declares, else the bearer token for /api routes (registerApiAuth enforces it)
 * unless `config: { public: true }` — or a client's API key too when the route names its scope —, else none
 * (nothing outside /api checks a token unless its route says so).
 */
export function securityOf(route: RouteFacts): SecurityRequirement[] {
  const declared = route.schema.security as SecurityRequirement[] | undefined;
  if (declared) return declared;
  if (!isApiPath(route.url) || route.isPublicApi) return SECURITY.public;
  return route.apiKeyScope ? SECURITY.bearerOrApiKey(route.apiKeyScope) : SECURITY.bearer;
}

/**
 * Every error status a route can answer, from what the route is: protected → 401, 403; takes input (a body, query,
 * path or headers, or a method with a body) → 400; a body → 413, 415; a path parameter (an id) → 404; under /api →
 * 429 (http/rateLimits.ts); every route → 500, 503 (http/errorHandler.ts). A route adds its own (404, 409…).
 */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([500, 503]);
  const { schema } = route;
  if (securityOf(route).length > 0) [401, 403].forEach((s) => statuses.add(s as ErrorStatus));
  const hasBody = route.methods.some((method) => BODY_METHODS.has(method));
  if (hasBody || schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (hasBody) [413, 415].forEach((s) => statuses.add(s as ErrorStatus));
  if (schema.params) statuses.add(404);
  if (isRateLimitedPath(route.url)) statuses.add(429);
  return [...statuses];
}

/** Whether a route's schema is made of zod schemas (zodRoutes) rather than JSON Schema. */
export function usesZod(schema: Record<string, unknown>): boolean {
  const replies = Object.values((schema.response as Record<string, unknown>) ?? {}).flatMap((reply) =>
    reply && typeof reply === 'object' && 'content' in reply
      ? Object.values((reply as { content: Record<string, { schema?: unknown }> }).content).map((c) => c.schema)
      : [reply]);
  return [schema.body, schema.querystring, schema.params, schema.headers, ...replies].some((part) => part instanceof $ZodType);
}

/**
 * errorReply as plain JSON Schema for a route not built with zodRoutes (Fastify's own Ajv and serializer): inline,
 * since the named component exists only in the document. The conformance test asks such a route to move to zod.
 */
const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(z.object(errorReply.shape), { target: 'draft-7' });

/** `{ description, content: { mediaType: { schema } } }`: how Fastify and @fastify/swagger take a typed reply. */
const content = (description: string, mediaType: string, schema: unknown) => ({ description, content: { [mediaType]: { schema } } });

/**
 * The route's schema as the document and the serializer see it: its declared security, every error status it can
 * answer with the one error schema (errorReply), and non-JSON replies under their own media type.
 */
export function completeSchema(route: RouteFacts): Record<string, unknown> {
  const zod = usesZod(route.schema);
  const response: Record<string, unknown> = {};
  for (const [status, reply] of Object.entries((route.schema.response as Record<string, unknown>) ?? {})) {
    const mediaType = reply instanceof $ZodType ? replyMediaTypes.get(reply)?.mediaType : undefined;
    if (reply === errorReply) response[status] = content(WHY[Number(status) as ErrorStatus] ?? ERROR_REASONS[Number(status) as ErrorStatus] ?? 'Error', 'application/json', reply);
    else response[status] = mediaType ? content('OK', mediaType, reply) : reply;
  }
  for (const status of errorStatusesOf(route)) {
    if (!(String(status) in response)) response[status] = content(WHY[status] ?? ERROR_REASONS[status], 'application/json', zod ? errorReply : errorJsonSchema);
  }
  return { ...route.schema, security: securityOf(route), response };
}

const completed = new WeakSet<object>();

/**
 * Applies the contract's generic rules to every route, including routes added later by any module:
 * - onRoute: completeSchema() (statuses, error schema, media types, security), before @fastify/swagger reads the
 *   route and before Fastify compiles its serializers. Routes hidden from the document are left alone.
 * - preValidation: an empty query value means "not given" (contract/http.ts withoutEmptyQueryValues).
 * Register before the OpenAPI document and every route.
 */
export function registerRouteContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide || completed.has(schema)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
    const completedSchema = completeSchema({
      methods, url: route.url, schema, isPublicApi: route.config?.public === true, apiKeyScope: route.config?.apiKeyScope,
    });
    completed.add(completedSchema);
    route.schema = completedSchema;
  });
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | null;
    if (query && typeof query === 'object' && Object.values(query).some((v) => v === '' || Array.isArray(v) || (typeof v === 'string' && v.trim() === ''))) {
      request.query = withoutEmptyQueryValues(query);
    }
  });
}
