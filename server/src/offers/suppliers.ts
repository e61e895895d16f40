/**
 * Suppliers are companies (issue 60 §4): an offer's supplier name is matched to a company by its legal name, its
 * aliases (FKA and DBA) and the names its licenses are held under. Case, punctuation and legal suffixes (LLC, Inc,
 * LP, Co, Company, Corp, d/b/a…) are ignored, and a name that is the start of the other followed only by such words
 * matches too ("TXU ENERGY" ↔ "TXU ENERGY RETAIL COMPANY LLC"). A name no company answers to becomes a company of
 * its own, marked as found in offers, which a super admin may merge into the right one: the merge leaves the name as
 * an FKA alias, through which the next import matches.
 *
 * Every known name is read once per import (a few thousand rows, one query) into an index by first word, so 1,854
 * rows of 46 suppliers cost one query and a few map look-ups, not a query per row.
 */
import { US_STATES } from '../../../contract/users/constants.js';
import type { Queryable } from '../db/db.js';

/** Words that say what kind of legal person a name is, not which: left out at a name's end. */
const LEGAL_WORDS = new Set([
  'llc', 'llp', 'lllp', 'lp', 'inc', 'incorporated', 'co', 'company', 'corp', 'corporation', 'ltd', 'limited',
  'plc', 'pllc', 'pc', 'dba',
]);

/**
 * Words a company's name may carry after the name a supplier goes by: legal words, what the business is, and
 * where ("RELIANT" ↔ "RELIANT ENERGY RETAIL SERVICES LLC", "XOOM ENERGY" ↔ "XOOM ENERGY OHIO LLC").
 */
const TRAILING_WORDS = new Set([
  ...LEGAL_WORDS, 'and', 'of', 'the', 'retail', 'services', 'service', 'energy', 'power', 'electric', 'electricity',
  'gas', 'solutions', 'marketing', 'supply', 'holdings', 'group', 'us', 'usa', 'america', 'north',
]);
/** State names, each as its words ("new", "york"), consumed whole by `onlyTrailingWords`. */
const STATE_NAMES = US_STATES.map((state) => tokensOf(state.name));

/** "d/b/a", "dba", "doing business as": the names on either side are both the company's. */
const DBA = /\s+(?:d\s*\/\s*b\s*\/\s*a\.?|d\.\s*b\.\s*a\.?|dba|doing business as)\s+/i;

function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    // "L.L.C." and "Texans' Choice" are one word each; every other mark separates words.
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * The names a name stands for, each as its words without the legal words at its end:
 * "ResidentShield Power TX, LLC dba ResidentShield Power" → [["residentshield","power","tx"], ["residentshield","power"]].
 */
export function nameKeys(name: string): string[][] {
  const keys: string[][] = [];
  for (const part of name.split(DBA)) {
    const tokens = tokensOf(part);
    while (tokens.length > 1 && LEGAL_WORDS.has(tokens[tokens.length - 1]!)) tokens.pop();
    if (tokens.length > 0 && !keys.some((key) => key.join(' ') === tokens.join(' '))) keys.push(tokens);
  }
  return keys;
}

/** Whether `rest` is nothing but trailing words and state names. */
function onlyTrailingWords(rest: string[]): boolean {
  let i = 0;
  outer: while (i < rest.length) {
    if (TRAILING_WORDS.has(rest[i]!)) {
      i += 1;
      continue;
    }
    for (const state of STATE_NAMES) {
      if (state.every((word, j) => rest[i + j] === word)) {
        i += state.length;
        continue outer;
      }
    }
    return false;
  }
  return true;
}

/** How many words the longer of two names has beyond the shorter, when one starts the other and the rest is trailing words; else null. */
function prefixDistance(a: string[], b: string[]): number | null {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!short.every((word, i) => long[i] === word)) return null;
  // A name made of trailing words alone ("Energy Texas") is no brand to extend: it matches only as itself.
  if (onlyTrailingWords(short)) return null;
  const rest = long.slice(short.length);
  return onlyTrailingWords(rest) ? rest.length : null;
}

interface Entry {
  tokens: string[];
  companyId: string;
  /** A company created from an offer ranks after a company that was there before it. */
  foundInOffers: boolean;
}

/** Every name of every company, by first word; matches a supplier name to one company. */
export class SupplierIndex {
  private readonly exact = new Map<string, Entry[]>();
  private readonly byFirstWord = new Map<string, Entry[]>();

  /** `base`: an index this one reads through and never changes (fork). */
  constructor(private readonly base: SupplierIndex | null = null) {}

  /**
   * An index that matches as this one does and learns names of its own without changing this one: an import adds
   * the companies it creates to its fork, and a rolled-back import leaves the shared index as it was.
   */
  fork(): SupplierIndex {
    return new SupplierIndex(this);
  }

  private exactEntries(key: string): Entry[] {
    const own = this.exact.get(key) ?? [];
    return this.base ? [...this.base.exactEntries(key), ...own] : own;
  }

  private firstWordEntries(word: string): Entry[] {
    const own = this.byFirstWord.get(word) ?? [];
    return this.base ? [...this.base.firstWordEntries(word), ...own] : own;
  }

  add(name: string, companyId: string, foundInOffers = false): void {
    for (const tokens of nameKeys(name)) {
      const entry = { tokens, companyId, foundInOffers };
      const key = tokens.join(' ');
      if (this.base?.exactEntries(key).some((e) => e.companyId === companyId)) continue;
      const same = this.exact.get(key);
      if (same?.some((e) => e.companyId === companyId)) continue;
      if (same) same.push(entry);
      else this.exact.set(key, [entry]);
      const first = this.byFirstWord.get(tokens[0]!);
      if (first) first.push(entry);
      else this.byFirstWord.set(tokens[0]!, [entry]);
    }
  }

  /**
   * The company a supplier name stands for: the same name first, else the closest name that one starts with the
   * other followed only by legal, trade or place words; among equals a company that was not itself found in offers,
   * then the lowest id (so every import picks the same one). Null when no name fits.
   */
  match(name: string): string | null {
    let best: { distance: number; entry: Entry } | null = null;
    for (const tokens of nameKeys(name)) {
      const candidates = [
        ...this.exactEntries(tokens.join(' ')).map((entry) => ({ distance: 0, entry })),
        ...this.firstWordEntries(tokens[0]!).map((entry) => ({ distance: prefixDistance(tokens, entry.tokens), entry })),
      ];
      for (const candidate of candidates) {
        if (candidate.distance !== null && (!best || ranksBefore(candidate as { distance: number; entry: Entry }, best))) {
          best = candidate as { distance: number; entry: Entry };
        }
      }
    }
    return best?.entry.companyId ?? null;
  }
}

/** Closer names first; among equals a company that was there before the offers, then the lowest id. */
function ranksBefore(a: { distance: number; entry: Entry }, b: { distance: number; entry: Entry }): boolean {
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.entry.foundInOffers !== b.entry.foundInOffers) return !a.entry.foundInOffers;
  return a.entry.companyId < b.entry.companyId;
}

/**
 * What the index is made of, in one short value: a count and a sum of hashes of every company's id, legal name and
 * flag, every alias and every license holder name. Reading it costs about a tenth of reading the names and
 * tokenizing them again (measured on the seeded database: about 10 ms against 95 ms of CPU).
 */
const NAMES_FINGERPRINT = `select
  (select count(*) || ':' || coalesce(sum(hashtext(id::text || legal_name || found_in_offers::text)), 0) from companies) || '|' ||
  (select count(*) || ':' || coalesce(sum(hashtext(company_id::text || alias_name)), 0) from aliases) || '|' ||
  (select count(*) || ':' || coalesce(sum(hashtext(company_id::text || coalesce(associated_legal_name, ''))), 0) from licenses)
  as fingerprint`;

/** The last index read, by what it was made of: every import through the API read all the names again. */
let lastIndex: { fingerprint: string; index: SupplierIndex } | null = null;

/**
 * Every company's legal name, aliases and license holder names, as an index of its own (a fork: what an import adds
 * to it stays in it). The names are read again only when they changed since the last time (NAMES_FINGERPRINT): the
 * daily imports of many files through the API, one request each, read them once.
 */
export async function loadSupplierIndex(db: Queryable): Promise<SupplierIndex> {
  const { rows: [{ fingerprint }] } = await db.query<{ fingerprint: string }>(NAMES_FINGERPRINT);
  if (lastIndex?.fingerprint !== fingerprint) lastIndex = { fingerprint, index: await readSupplierIndex(db) };
  return lastIndex.index.fork();
}

async function readSupplierIndex(db: Queryable): Promise<SupplierIndex> {
  const { rows } = await db.query<{ companyId: string; name: string; foundInOffers: boolean }>(
    `select n.company_id::text as "companyId", n.name, c.found_in_offers as "foundInOffers"
       from (select id as company_id, legal_name as name from companies
             union select company_id, alias_name from aliases
             union select company_id, associated_legal_name from licenses) n
       join companies c on c.id = n.company_id`,
  );
  const index = new SupplierIndex();
  for (const row of rows) index.add(row.name, row.companyId, row.foundInOffers);
  return index;
}

export interface SupplierResolution {
  /** Supplier name as the file writes it (trimmed) → company id. */
  companyOf: Map<string, string>;
  /** Distinct names found as companies that existed before this import. */
  matched: number;
  /** Names that became companies of their own (one per name, look-alikes folded into the first). */
  created: string[];
}

/** The same name written with other spacing is one name. */
export const supplierLabel = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Matches every distinct supplier name; each unmatched one becomes a company of its own (company type 'supplier',
 * found in offers), in one statement. Look-alike unmatched names ("Octopus Energy", "Octopus Energy LLC") become
 * one company. The index learns the new companies, so a later file of the same run matches them.
 */
export async function resolveSuppliers(tx: Queryable, index: SupplierIndex, names: Iterable<string>): Promise<SupplierResolution> {
  const companyOf = new Map<string, string>();
  let matched = 0;
  const unmatched: string[] = [];
  for (const name of new Set([...names].map(supplierLabel))) {
    const companyId = index.match(name);
    if (companyId) {
      companyOf.set(name, companyId);
      matched += 1;
    } else {
      unmatched.push(name);
    }
  }
  if (unmatched.length === 0) return { companyOf, matched, created: [] };

  // Fold look-alikes among the new names before creating anything: the first of each becomes the company.
  const pending = new SupplierIndex();
  const created: string[] = [];
  const founderOf = new Map<string, string>();
  for (const name of unmatched) {
    const founder = pending.match(name);
    if (founder) {
      founderOf.set(name, founder);
    } else {
      pending.add(name, name);
      created.push(name);
      founderOf.set(name, name);
    }
  }
  const { rows } = await tx.query<{ id: string; name: string }>(
    `insert into companies (id, legal_name, company_type, found_in_offers)
     select gen_random_uuid(), name, 'supplier', true from unnest($1::text[]) as name
     returning id::text, legal_name as name`,
    [created],
  );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const name of created) index.add(name, idOf.get(name)!, true);
  for (const [name, founder] of founderOf) companyOf.set(name, idOf.get(founder)!);
  return { companyOf, matched, created };
}
