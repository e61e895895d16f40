import type { $ZodType } from 'zod/v4/core';

/**
 * Request field names read without regard to case (issue 62), as the .NET API the specs describe binds JSON: the
 * specs' own payloads mix casings (`PageNumber` beside `stateCode`), and a client that sends `StateCode` must get
 * the state it asked for, not every state. See docs/api.md "Field names".
 */

/** What a request part may hold, read from its zod schema: the object fields (nested too) and array elements. */
export interface FieldShape {
  /** Field name as the schema writes it → the shape of its value. */
  fields: Map<string, FieldShape>;
  /** Any key is welcome (a record, a loose object): no key is unknown here. */
  open: boolean;
  /** The shape of each element of an array. */
  items?: FieldShape;
}

/** A key that names no field: the request is refused rather than the value dropped. */
export interface FieldNameProblem {
  /** JSON pointer of the key, e.g. /filters/StateCodez. */
  path: string;
  message: string;
}

const empty = (): FieldShape => ({ fields: new Map(), open: false });

function merge(into: FieldShape, from: FieldShape): FieldShape {
  for (const [name, shape] of from.fields) {
    const known = into.fields.get(name);
    into.fields.set(name, known ? merge(merge(empty(), known), shape) : shape);
  }
  into.open ||= from.open;
  if (from.items) into.items = into.items ? merge(merge(empty(), into.items), from.items) : from.items;
  return into;
}

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  getter?: () => $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** The input side of a schema (requests are decoded): wrappers unwrapped, unions and intersections merged. */
export function fieldShapeOf(schema: $ZodType, seen = new Set<$ZodType>()): FieldShape {
  // A recursive schema (z.lazy) ends where it repeats.
  if (seen.has(schema)) return empty();
  seen.add(schema);
  try {
    const def = defOf(schema);
    switch (def.type) {
      case 'object': {
        const shape = empty();
        for (const [name, field] of Object.entries(def.shape ?? {})) shape.fields.set(name, fieldShapeOf(field, seen));
        shape.open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
        return shape;
      }
      case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional': case 'success':
        return fieldShapeOf(def.innerType!, seen);
      case 'pipe':
        // z.preprocess(fn, schema) reads anything first: its fields are those of the schema it hands on to.
        return fieldShapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, seen);
      case 'lazy':
        return fieldShapeOf(def.getter!(), seen);
      case 'union':
        return (def.options ?? []).reduce((shape, option) => merge(shape, fieldShapeOf(option, seen)), empty());
      case 'intersection':
        return merge(merge(empty(), fieldShapeOf(def.left!, seen)), fieldShapeOf(def.right!, seen));
      case 'array':
        return { ...empty(), items: fieldShapeOf(def.element!, seen) };
      case 'tuple': {
        const parts = [...(def.items ?? []), ...(def.rest ? [def.rest] : [])];
        return { ...empty(), items: parts.reduce((shape, part) => merge(shape, fieldShapeOf(part, seen)), empty()) };
      }
      case 'record': case 'map': case 'any': case 'unknown': case 'custom':
        return { ...empty(), open: true };
      default:
        return empty();
    }
  } finally {
    seen.delete(schema);
  }
}

/** Lower case without separators: `State_Code`, `state-code` and `stateCode` are one name. */
const loose = (name: string) => name.toLowerCase().replace(/[\s_.-]/g, '');

/** Edits (insert, delete, replace, swap two neighbours) between two names. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The fields a key that names none was probably meant to be: the same name but for separators, a typo (one edit
 * in a short name, two from six letters on), or the start or a longer form of a field (`state` → stateCode,
 * `stateCodes` → stateCode). A key far from every field (a cache buster, a field of another call) is not one.
 */
export function nearMisses(key: string, fields: Iterable<string>): string[] {
  const k = loose(key);
  if (k.length < 2) return [];
  return [...fields].filter((field) => {
    const f = loose(field);
    if (k === f) return true;
    const shorter = Math.min(k.length, f.length);
    if (shorter >= 3 && distance(k, f) <= (shorter >= 6 ? 2 : 1)) return true;
    return (k.length >= 4 && f.startsWith(k)) || (f.length >= 4 && k.startsWith(f));
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);

/** JSON pointer escaping (RFC 6901). */
const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

const quoteList = (names: string[]) => names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

const lowerCaseIndex = new WeakMap<FieldShape, Map<string, string[]>>();

/** Lower-cased field name → the schema's names (two fields that differ only in case are matched exactly only). */
function lowerCaseNames(shape: FieldShape): Map<string, string[]> {
  let index = lowerCaseIndex.get(shape);
  if (!index) {
    index = new Map();
    for (const name of shape.fields.keys()) index.set(name.toLowerCase(), [...(index.get(name.toLowerCase()) ?? []), name]);
    lowerCaseIndex.set(shape, index);
  }
  return index;
}

/**
 * `value` with every key that names a field of `shape` without regard to case written as the schema writes it,
 * nested objects and arrays too; other keys are left for the schema (it drops them). Problems, where the request is
 * refused instead: one field given under two spellings, and a key that names no field but is close to one (a filter
 * a client misspelt must not vanish). Returns `value` itself when nothing was renamed.
 */
export function readFieldNames(value: unknown, shape: FieldShape, path = ''): { value: unknown; problems: FieldNameProblem[] } {
  const problems: FieldNameProblem[] = [];
  if (Array.isArray(value) && shape.items) {
    let changed = false;
    const items = value.map((item, index) => {
      const read = readFieldNames(item, shape.items!, pointer(path, index));
      problems.push(...read.problems);
      changed ||= read.value !== item;
      return read.value;
    });
    return { value: changed ? items : value, problems };
  }
  if (!isRecord(value) || shape.fields.size === 0) return { value, problems };

  const byLowerCase = lowerCaseNames(shape);
  let changed = false;
  const out: Record<string, unknown> = {};
  const givenAs = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) {
    // Never a field; copied, it would set the prototype of the copy.
    if (key === '__proto__') {
      changed = true;
      continue;
    }
    const candidates = byLowerCase.get(key.toLowerCase()) ?? [];
    const field = shape.fields.has(key) ? key : candidates.length === 1 ? candidates[0]! : undefined;
    if (field === undefined) {
      const near = shape.open ? [] : nearMisses(key, shape.fields.keys());
      if (near.length > 0) {
        problems.push({ path: pointer(path, key), message: `is not a field of this request: did you mean ${quoteList(near)}?` });
      }
      out[key] = item;
      continue;
    }
    const earlier = givenAs.get(field);
    if (earlier !== undefined) {
      problems.push({ path: pointer(path, key), message: `repeats ${field} (also given as ${earlier}; field names are read without regard to case): send it once` });
      continue;
    }
    givenAs.set(field, key);
    const read = readFieldNames(item, shape.fields.get(field)!, pointer(path, field));
    problems.push(...read.problems);
    changed ||= field !== key || read.value !== item;
    out[field] = read.value;
  }
  return { value: changed ? out : value, problems };
}
