import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';

/**
 * Reading the served OpenAPI document as a client would, for the tests that walk every operation: the operations,
 * a valid request built from the document's own schemas, credentials applied as the security schemes say, and a
 * check of a reply against what the operation documents (status, media type, schema).
 */

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}
export interface MediaObject { schema?: Record<string, unknown> }
export interface ResponseObject { description?: string; content?: Record<string, MediaObject> }
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export interface SecurityScheme { type: string; scheme?: string; in?: 'header' | 'query' | 'cookie'; name?: string }
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes: Record<string, SecurityScheme> };
  security?: Record<string, string[]>[];
}

export interface OperationRef {
  method: string;
  path: string;
  operation: Operation;
  /** 'GET /api/x' */
  name: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document; writes that remove things come last, so the walk's reads find their data. */
export function operationsOf(doc: OpenApiDocument): OperationRef[] {
  const all = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([method, operation]) => ({
      method: method.toUpperCase(), path, operation, name: `${method.toUpperCase()} ${path}`,
    })));
  const rank = (op: OperationRef) => METHODS.indexOf(op.method.toLowerCase());
  return all.sort((a, b) => rank(a) - rank(b));
}

/** The operation's security requirements: its own, else the document's. */
export function securityOf(doc: OpenApiDocument, operation: Operation): Record<string, string[]>[] {
  return operation.security ?? doc.security ?? [];
}

export interface HttpRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

/** Values a valid request needs that no schema can invent (ids of seeded rows), by parameter or property name. */
export type KnownValues = Record<string, unknown>;

/**
 * A known value by `<operation path> in:name` (one operation's own, e.g. '/api/x/{id} path:id'), else by `in:name`
 * (e.g. 'path:id'), else by name; names compare case-insensitively.
 */
function known(values: KnownValues, name: string, location?: string, path?: string): unknown {
  const find = (wanted: string) => Object.keys(values).find((k) => k.toLowerCase() === wanted.toLowerCase());
  const key = (location && path ? find(`${path} ${location}:${name}`) : undefined) ?? (location ? find(`${location}:${name}`) : undefined) ?? find(name);
  return key === undefined ? undefined : values[key];
}

function sampleOf(schema: Record<string, unknown> | undefined, doc: OpenApiDocument): unknown {
  if (!schema) return 'x';
  // Required properties only: the smallest valid request, so an optional property that is really needed shows up.
  return sample(schema as never, { skipReadOnly: true, skipNonRequired: true, enablePatterns: true, quiet: true }, doc);
}

/** A sampled body with every property named in `values` replaced (at any depth). */
function withKnownValues(value: unknown, values: KnownValues): unknown {
  if (Array.isArray(value)) return value.map((item) => withKnownValues(item, values));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => {
    const replacement = known(values, key);
    return [key, replacement !== undefined ? replacement : withKnownValues(inner, values)];
  }));
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A known value the parameter's schema admits: a uuid parameter named like a numeric one (`id`) gets a sample. */
function fitting(value: unknown, schema: Record<string, unknown> | undefined): unknown {
  if (value !== undefined && schema?.format === 'uuid' && !UUID.test(String(value))) return undefined;
  return value;
}

/**
 * A valid request built from the document: every required parameter (a known value by its name, else a sample of
 * its schema), no optional one, and a JSON body sampled from the request body's schema with known values put in.
 */
export function validRequest(doc: OpenApiDocument, op: OperationRef, values: KnownValues): HttpRequest {
  const request: HttpRequest = { method: op.method, path: op.path, query: {}, headers: {} };
  for (const parameter of op.operation.parameters ?? []) {
    if (!parameter.required) continue;
    const value = asText(fitting(known(values, parameter.name, parameter.in, op.path), parameter.schema) ?? sampleOf(parameter.schema, doc));
    if (parameter.in === 'path') request.path = request.path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') request.query[parameter.name] = value;
    else if (parameter.in === 'header') request.headers[parameter.name] = value;
  }
  const json = op.operation.requestBody?.content?.['application/json'];
  if (json) {
    request.headers['content-type'] = 'application/json';
    request.body = JSON.stringify(withKnownValues(sampleOf(json.schema, doc), values));
  }
  return request;
}

/** Credentials by security scheme name: a bearer token, an api key's value. */
export type Credentials = Partial<Record<string, string>>;

/** The request with the credentials of the operation's first security requirement that are at hand. */
export function withCredentials(doc: OpenApiDocument, op: OperationRef, request: HttpRequest, credentials: Credentials): HttpRequest {
  const signed: HttpRequest = { ...request, query: { ...request.query }, headers: { ...request.headers } };
  const requirement = securityOf(doc, op.operation)[0] ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme = doc.components.securitySchemes[name];
    const value = credentials[name];
    if (!scheme || value === undefined) continue;
    if (scheme.type === 'http' && scheme.scheme === 'bearer') signed.headers.authorization = `Bearer ${value}`;
    else if (scheme.type === 'apiKey' && scheme.in === 'header') signed.headers[scheme.name!] = value;
    else if (scheme.type === 'apiKey' && scheme.in === 'query') signed.query[scheme.name!] = value;
  }
  return signed;
}

export interface Reply {
  status: number;
  mediaType: string | null;
  text: string;
}

export async function send(baseUrl: string, request: HttpRequest): Promise<Reply> {
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: request.method, headers: request.headers, body: request.body,
  });
  const contentType = response.headers.get('content-type');
  return { status: response.status, mediaType: contentType ? contentType.split(';')[0]!.trim().toLowerCase() : null, text: await response.text() };
}

/** Validates replies against the document's schemas (JSON Schema 2020-12, as OpenAPI 3.1 writes them). */
export function replyChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(doc as object, 'openapi.json');
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  /** What is wrong with the reply for that operation, or [] when it is as documented. */
  return function problemsOf(op: OperationRef, reply: Reply): string[] {
    const documented = op.operation.responses ?? {};
    const key = String(reply.status) in documented ? String(reply.status) : `${String(reply.status)[0]}XX` in documented ? `${String(reply.status)[0]}XX` : 'default' in documented ? 'default' : null;
    if (!key) return [`status ${reply.status} is not documented (documented: ${Object.keys(documented).join(', ')}); body: ${reply.text.slice(0, 200)}`];
    const content = documented[key]!.content;
    if (!content) return reply.text === '' ? [] : [`status ${reply.status} documents no body, got ${reply.mediaType}`];
    const mediaType = reply.mediaType ?? '';
    const media = content[mediaType];
    if (!media) return [`status ${reply.status} answered ${mediaType || 'no content type'}, documented: ${Object.keys(content).join(', ')}`];
    if (!media.schema) return [];
    let value: unknown = reply.text;
    if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      try {
        value = JSON.parse(reply.text);
      } catch {
        return [`status ${reply.status}: the body is not JSON: ${reply.text.slice(0, 200)}`];
      }
    }
    const validate = ajv.getSchema(`openapi.json#/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', key, 'content', mediaType, 'schema')}`);
    if (!validate) return [`status ${reply.status}: its schema does not compile`];
    if (validate(value)) return [];
    return [`status ${reply.status}: the body does not match its schema: ${ajv.errorsText(validate.errors)}; body: ${reply.text.slice(0, 300)}`];
  };
}
