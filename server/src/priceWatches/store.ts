/**
 * Price watches as stored (migration 026): a user's watch on one offers market, its rules, and each rule's crossing
 * memory. A rule is known by its canonical JSON (ruleKey), so an edit keeps the memory of the rules it keeps; a new
 * rule's memory is seeded from the market's latest snapshot, so a condition already true when it is written is no
 * crossing (it fires when it becomes true, ADR 0056).
 */
import type { PriceWatch, PriceWatchBody, PriceWatchRule, PriceWatchRuleReply } from '../../../contract/priceWatches/schemas.js';
import type { Queryable } from '../db/db.js';
import { ranksOfSnapshots } from '../offers/ranks.js';

/** A rule's identity: its fields in a fixed order (what the user gave, not a company's name). */
export function ruleKey(rule: PriceWatchRule): string {
  switch (rule.kind) {
    case 'priceAtOrBelow':
      return JSON.stringify([rule.kind, rule.price, rule.termMonths ?? null, rule.rateType?.toLowerCase() ?? null]);
    case 'rank':
      return JSON.stringify([rule.kind, rule.companyId.toLowerCase(), rule.top, rule.direction]);
    case 'supplierChange':
      return JSON.stringify([rule.kind, rule.companyId.toLowerCase(), rule.minPercent ?? null]);
    case 'anyChange':
      return JSON.stringify([rule.kind]);
  }
}

/** A rule as stored: the body's, without fields the user left out. */
function storedRule(rule: PriceWatchRule): PriceWatchRule {
  switch (rule.kind) {
    case 'priceAtOrBelow':
      return { kind: rule.kind, price: rule.price, ...(rule.termMonths !== undefined ? { termMonths: rule.termMonths } : {}), ...(rule.rateType ? { rateType: rule.rateType } : {}) };
    case 'rank':
      return { kind: rule.kind, companyId: rule.companyId.toLowerCase(), top: rule.top, direction: rule.direction };
    case 'supplierChange':
      return { kind: rule.kind, companyId: rule.companyId.toLowerCase(), ...(rule.minPercent !== undefined ? { minPercent: rule.minPercent } : {}) };
    case 'anyChange':
      return { kind: rule.kind };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first company id of the rules that is not a company, or null. */
export async function unknownCompany(db: Queryable, rules: PriceWatchRule[]): Promise<string | null> {
  const ids = rules.flatMap((r) => (r.kind === 'rank' || r.kind === 'supplierChange' ? [r.companyId] : []));
  const bad = ids.find((id) => !UUID.test(id));
  if (bad) return bad;
  if (ids.length === 0) return null;
  const { rows } = await db.query<{ id: string }>('select id::text as id from companies where id = any($1::uuid[])', [ids]);
  return ids.find((id) => !rows.some((row) => row.id === id.toLowerCase())) ?? null;
}

interface WatchRow {
  id: number;
  name: string | null;
  stateCode: string;
  utility: string;
  commodity: PriceWatch['commodity'];
  customerClass: string;
  unit: PriceWatch['unit'];
  rules: PriceWatchRule[];
  createdOn: string | Date;
  lastNotifiedOn: string | Date | null;
}

const WATCH_COLUMNS = `w.id, w.name, m.state_code::text as "stateCode", m.utility, m.commodity, m.customer_class as "customerClass", m.unit,
  w.rules, w.created_on as "createdOn", w.last_notified_on as "lastNotifiedOn"`;

/** Rows to replies: a supplier's rule names its company. */
async function toWatches(db: Queryable, rows: WatchRow[]): Promise<PriceWatch[]> {
  const ids = [...new Set(rows.flatMap((w) => w.rules.flatMap((r) => (r.kind === 'rank' || r.kind === 'supplierChange' ? [r.companyId] : []))))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const { rows: companies } = await db.query<{ id: string; name: string }>('select id::text as id, legal_name as name from companies where id = any($1::uuid[])', [ids]);
    for (const c of companies) names.set(c.id, c.name);
  }
  const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
  return rows.map((w) => ({
    ...w,
    rules: w.rules.map((r): PriceWatchRuleReply => (r.kind === 'rank' || r.kind === 'supplierChange' ? { ...r, companyName: names.get(r.companyId) ?? null } : r)),
    createdOn: iso(w.createdOn),
    lastNotifiedOn: w.lastNotifiedOn === null ? null : iso(w.lastNotifiedOn),
  }));
}

export async function listWatches(db: Queryable, userId: number): Promise<PriceWatch[]> {
  const { rows } = await db.query<WatchRow>(
    `select ${WATCH_COLUMNS} from price_watches w join offer_markets m on m.id = w.market_id where w.user_id = $1 order by w.id`,
    [userId],
  );
  return toWatches(db, rows);
}

export async function getWatch(db: Queryable, userId: number, id: number): Promise<PriceWatch | null> {
  const { rows } = await db.query<WatchRow>(
    `select ${WATCH_COLUMNS} from price_watches w join offer_markets m on m.id = w.market_id where w.user_id = $1 and w.id = $2`,
    [userId, id],
  );
  return rows[0] ? (await toWatches(db, rows))[0]! : null;
}

/** Creates a watch when the user holds fewer than `limit` (checked in the insert itself); null at the limit. */
export async function createWatch(db: Queryable, userId: number, marketId: number, body: PriceWatchBody, limit: number): Promise<number | null> {
  const rules = body.rules.map(storedRule);
  const { rows } = await db.query<{ id: number }>(
    `insert into price_watches (user_id, market_id, name, rules)
     select $1, $2, $3, $4::jsonb where (select count(*) from price_watches where user_id = $1) < $5
     returning id`,
    [userId, marketId, body.name?.trim() || null, JSON.stringify(rules), limit],
  );
  if (!rows[0]) return null;
  await seedCrossings(db, rows[0].id, marketId, rules);
  return rows[0].id;
}

/** Changes a watch of the user; false when it is not theirs. A changed market starts every rule's memory afresh. */
export async function updateWatch(db: Queryable, userId: number, id: number, marketId: number, body: PriceWatchBody): Promise<boolean> {
  const rules = body.rules.map(storedRule);
  const { rows } = await db.query<{ marketBefore: number }>(
    `update price_watches w set market_id = $3, name = $4, rules = $5::jsonb
       from (select market_id from price_watches where id = $1 and user_id = $2) old
      where w.id = $1 and w.user_id = $2
      returning old.market_id as "marketBefore"`,
    [id, userId, marketId, body.name?.trim() || null, JSON.stringify(rules)],
  );
  if (!rows[0]) return false;
  const keep = rows[0].marketBefore === marketId ? rules.map(ruleKey) : [];
  await db.query('delete from price_watch_crossings where watch_id = $1 and not (rule_key = any($2::text[]))', [id, keep]);
  await seedCrossings(db, id, marketId, rules.filter((r) => !keep.includes(ruleKey(r))));
  return true;
}

export async function deleteWatch(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from price_watches where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/**
 * What is true now for new rules, from the market's latest snapshot: the offers already at or under a
 * priceAtOrBelow rule's price, and whether a rank rule's supplier is in its top N.
 */
async function seedCrossings(db: Queryable, watchId: number, marketId: number, rules: PriceWatchRule[]): Promise<void> {
  const watched = rules.filter((r) => r.kind === 'priceAtOrBelow' || r.kind === 'rank');
  if (watched.length === 0) return;
  const { rows: [latest] } = await db.query<{ id: number; asOf: string }>(
    'select id, as_of::text as "asOf" from offer_snapshots where market_id = $1 order by as_of desc limit 1',
    [marketId],
  );
  if (!latest) return;
  const keys: string[] = [];
  const subjects: string[] = [];
  let ranks: Awaited<ReturnType<typeof ranksOfSnapshots>> | null = null;
  for (const rule of watched) {
    if (rule.kind === 'priceAtOrBelow') {
      const { rows } = await db.query<{ id: number }>(
        `select o.id from offer_observations ob join offers o on o.id = ob.offer_id
          where ob.snapshot_id = $1 and lower(coalesce(o.language, 'English')) = 'english' and ob.price <= $2::numeric
            and ($3::int is null or o.term_months = $3) and ($4::text is null or lower(o.rate_type) = lower($4))`,
        [latest.id, rule.price, rule.termMonths ?? null, rule.rateType ?? null],
      );
      for (const row of rows) {
        keys.push(ruleKey(rule));
        subjects.push(String(row.id));
      }
    } else if (rule.kind === 'rank') {
      ranks ??= await ranksOfSnapshots(db, [latest.id]);
      const best = ranks.get(latest.id)!.find((r) => r.companyId === rule.companyId);
      if (best && best.rank <= rule.top) {
        keys.push(ruleKey(rule));
        subjects.push(rule.companyId);
      }
    }
  }
  if (keys.length === 0) return;
  await db.query(
    `insert into price_watch_crossings (watch_id, rule_key, subject, since)
     select $1, u.k, u.s, $4::date from unnest($2::text[], $3::text[]) as u(k, s) on conflict do nothing`,
    [watchId, keys, subjects, latest.asOf],
  );
}

/** The client's own supplier, as OwnSupplierAlerts names it, and the markets where it is ranked in the latest snapshot. */
export async function ownSupplierOf(db: Queryable, clientId: string): Promise<{ companyId: string; companyName: string } | null> {
  const { rows } = await db.query<{ companyId: string; companyName: string }>(
    `select co.id::text as "companyId", co.legal_name as "companyName"
       from clients c join companies co on co.id::text = c.supplier_identifier
      where c.id::text = lower($1)`,
    [clientId],
  );
  return rows[0] ?? null;
}

/** How many markets rank the company in their latest snapshot. */
export async function rankedMarketsOf(db: Queryable, companyId: string): Promise<number> {
  const { rows: snapshots } = await db.query<{ id: number }>(
    `select s.id from offer_markets m
       join lateral (select id from offer_snapshots where market_id = m.id order by as_of desc limit 1) s on true
      where exists (select 1 from offers o where o.market_id = m.id and o.company_id = $1::uuid)`,
    [companyId],
  );
  const ranks = await ranksOfSnapshots(db, snapshots.map((s) => s.id));
  return [...ranks.values()].filter((list) => list.some((r) => r.companyId === companyId)).length;
}
