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

/** The `{ data, message }` reply the specs use for actions. */
export const messageReply = z.object({ data: z.string(), message: z.string().optional() });

/** Error body of every 4xx/5xx reply. */
export const errorReply = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string() });
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * A reply read defensively: every field may be missing or null. Widgets also talk to production APIs of the same
 * contract, which may omit what the reference server always sends; a view built on this type must cope.
 */
export type Tolerant<T> = { [K in keyof T]?: T[K] | null };
