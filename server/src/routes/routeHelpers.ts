import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db.js';
import { sessionOf } from '../auth/guards.js';
import { varyOnAcceptEncoding } from '../http/compression.js';

const NOT_FOUND_MESSAGE = 'Sorry! the data you are looking for could not be found';

/** The trimmed, lower-cased search term, or null when empty. */
export function searchTerm(value: string | null | undefined): string | null {
  const term = (value ?? '').trim().toLowerCase();
  return term === '' ? null : term;
}

/** A LIKE pattern that matches `term` literally (%, _ and \ in user input are not wildcards). */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** users.id of the caller (follows are per user); null when the account vanished since the token was issued. */
export async function userIdOf(db: Queryable, request: FastifyRequest): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from users where secure_id = $1', [sessionOf(request).sub]);
  return rows[0]?.id ?? null;
}

export function hasPremium(request: FastifyRequest): boolean {
  return sessionOf(request).hasPremium;
}

async function companyExists(db: Queryable, companyId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from companies where id = $1', [companyId]);
  return rows.length > 0;
}

export function notFound(reply: FastifyReply, message = NOT_FOUND_MESSAGE) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

/** Answers 404 for an unknown company, so every per-company list distinguishes "none" from "no such company". */
export async function requireCompany(db: Db, companyId: string, reply: FastifyReply): Promise<boolean> {
  if (await companyExists(db, companyId)) return true;
  notFound(reply);
  return false;
}

export function offsetOf(body: { PageNumber: number; PageSize: number }): number {
  return (body.PageNumber - 1) * body.PageSize;
}

/**
 * Premium redaction: for a caller without premium data every listed field becomes '' (never the real value)
 * and the row says isPremium: false, so the widget blurs a placeholder.
 */
export function redact<T extends Record<string, unknown>>(row: T, premium: boolean, fields: (keyof T)[]): T & { isPremium: boolean } {
  if (premium) return { ...row, isPremium: true };
  const copy: Record<string, unknown> = { ...row, isPremium: false };
  for (const field of fields) copy[field as string] = typeof row[field] === 'boolean' ? false : '';
  return copy as T & { isPremium: boolean };
}

/** A date column as YYYY-MM-DD text (how the per-company lists always sent dates). */
export const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * One page of a company's own rows (aliases, contacts, addresses): 404 for an unknown company, then the query `sql`
 * with $1 the company, $2 the page size, $3 the offset and, when the caller searched, $4 the LIKE pattern; it must
 * select `count(*) over ()::int as total`. Premium fields are blanked for callers without premium data.
 */
export async function companyRowsPage<Row extends Record<string, unknown>>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { companyId: string; SearchTerm?: string | null; PageNumber: number; PageSize: number },
  sql: (searching: boolean) => string,
  premiumFields: (keyof Row)[],
): Promise<{ totalRecords: number; data: (Row & { isPremium: boolean })[] } | FastifyReply> {
  if (!(await requireCompany(db, body.companyId, reply))) return reply;
  const term = searchTerm(body.SearchTerm);
  const params: unknown[] = [body.companyId, body.PageSize, offsetOf(body)];
  if (term) params.push(`%${likeEscape(term)}%`);
  const { rows } = await db.query<Row & { total: number }>(sql(term !== null), params);
  const premium = hasPremium(request);
  return {
    totalRecords: rows[0]?.total ?? 0,
    data: rows.map(({ total: _total, ...row }) => redact(row as unknown as Row, premium, premiumFields)),
  };
}

interface VersionedCache {
  version: string;
  values: Map<string, Promise<unknown>>;
}

const versionedCaches = new WeakMap<Queryable, VersionedCache>();

/** Entries kept per database between two writes (a new version empties the cache). */
const MAX_CACHED = 500;

/** The cache of the database's current list data version (one read of list_data_version). */
async function currentCache(db: Queryable): Promise<VersionedCache> {
  const { rows } = await db.query<{ version: string }>('select version::text as version from list_data_version where id = 1');
  const version = rows[0].version;
  let cache = versionedCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, values: new Map() };
    versionedCaches.set(db, cache);
  }
  return cache;
}

function cachedIn<T>(cache: VersionedCache, key: string, compute: () => Promise<T>): Promise<T> {
  const cached = cache.values.get(key);
  if (cached) return cached as Promise<T>;
  if (cache.values.size >= MAX_CACHED) cache.values.delete(cache.values.keys().next().value!);
  const pending = compute();
  const values = cache.values;
  values.set(key, pending);
  // A failed computation is not kept: the next request tries again.
  pending.catch(() => {
    if (values.get(key) === pending) values.delete(key);
  });
  return pending;
}

/**
 * `compute()`'s value, computed again only when licenses, companies, aliases or states were written since it was
 * (migration 013: statement triggers move list_data_version forward in the writer's transaction, so a write by
 * any path or by another server instance is seen). The version is read before computing, so a value is never
 * older than the version it is kept under. Callers must not change the value they get.
 */
export async function cachedByDataVersion<T>(db: Queryable, key: string, compute: () => Promise<T>): Promise<T> {
  return cachedIn(await currentCache(db), key, compute);
}

interface CachedJson {
  json: string;
  /** A weak validator of the JSON text (its hash): the same for every encoding of it. */
  etag: string;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak comparison, as RFC 9110 §13.1.2 asks. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A reply of `schema` kept as its JSON text (cachedByDataVersion): for a long list (every licensed company) the
 * encoding and JSON.stringify of each request cost more than its SQL. The text is exactly what the route's
 * serializer writes (zod encode, then JSON.stringify), sent with the same content type, and with an ETag: a client
 * that still has it (If-None-Match) gets 304 without the body (`Cache-Control: private, no-cache` lets a browser keep
 * it and ask again each time). The JSON, its ETag and its compressed forms are read under one data version.
 */
export async function sendCachedJson(
  db: Queryable, reply: FastifyReply, key: string, schema: z.ZodType, compute: () => Promise<unknown>,
): Promise<void> {
  const cache = await currentCache(db);
  const { json, etag } = await cachedIn<CachedJson>(cache, `json ${key}`, async () => {
    const encoded = z.safeEncode(schema, await compute());
    if (encoded.error) throw encoded.error;
    const text = JSON.stringify(encoded.data);
    return { json: text, etag: `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
  });
  reply.type('application/json; charset=utf-8').header('etag', etag).header('cache-control', 'private, no-cache');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  // The body depends on the Accept-Encoding: a shared cache must key on it (also on a 304 and a plain reply).
  if (json.length >= 1024) varyOnAcceptEncoding(reply);
  if (matchesEtag(reply.request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return;
  }
  // Compressed once per data version too: compressing a long list on every request cost 40× its SQL.
  if (encoding && json.length >= 1024) {
    const body = await cachedIn(cache, `${encoding} ${key}`, () => (encoding === 'br' ? brotli(json) : gzip(json)));
    await reply.header('content-encoding', encoding).send(body);
    return;
  }
  await reply.send(json);
}

const brotli = (text: string) => promisify(brotliCompress)(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } });
const gzip = (text: string) => promisify(gzipCallback)(text, { level: 6 });

/** 'br' or 'gzip' when the client accepts it (a `;q=0` refuses), else null. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '').split(',').map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part)).map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
