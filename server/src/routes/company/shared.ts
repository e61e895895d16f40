import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';

/** Company ids are UUIDs; the client upper-cases them (spec 1 §7), so both cases are accepted. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const uuidField = { type: 'string', pattern: UUID_PATTERN } as const;
export const STATE_CODE_PATTERN = '^[A-Za-z]{2}$';

export const NOT_FOUND_MESSAGE = 'Sorry! the data you are looking for could not be found';

/** The paged list body of spec 1 §7 (PageNumber, PageSize, SearchTerm, companyId). */
export function pagedBody(maxPageSize: number, extra: Record<string, unknown> = {}, required: string[] = ['companyId']) {
  return {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      PageNumber: { type: 'integer', minimum: 1, default: 1 },
      PageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: maxPageSize },
      SearchTerm: { type: ['string', 'null'], maxLength: 200 },
      companyId: uuidField,
      ...extra,
    },
  } as const;
}

export interface PagedBody {
  PageNumber: number;
  PageSize: number;
  SearchTerm?: string | null;
  companyId: string;
}

export const totalRecordsField = { type: 'integer', minimum: 0 } as const;
/** Nullable string in a reply: premium fields are '' for users without premium data. */
export const str = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;

export const errorReply = {
  type: 'object',
  properties: { statusCode: int, error: { type: 'string' }, message: { type: 'string' } },
} as const;

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

export async function companyExists(db: Queryable, companyId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from companies where id = $1', [companyId]);
  return rows.length > 0;
}

export function notFound(reply: FastifyReply, message = NOT_FOUND_MESSAGE) {
  return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
}

export function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message });
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
