/**
 * Price watch evaluation (issue 61 §2, ADR 0056): once per offers import, inside its transaction, over the import's
 * stored events (server/src/offers/events.ts). Each watch of a market that moved is judged rule by rule:
 * - priceAtOrBelow, per offer (English rows, narrowed by term and rate type): fires when an offer is posted at or
 *   under the price or drops there, unless its crossing memory says it was told and has not been above since; an
 *   offer repriced above the price, or withdrawn, clears it.
 * - rank, per supplier: its best benchmark rank in the new snapshot against its memory (in the top N or not);
 *   `enters` fires on in, `leaves` on out, `both` on either; the memory follows whatever happened.
 * - supplierChange: the supplier's offer events (a price change of at least minPercent, when given).
 * - anyChange: every offer event of the market.
 * Noise (contract/offers/events.ts isPriceNoise) never became an event, so it fires and clears nothing.
 * A watch that matched anything makes one notification: up to five sentences, beyond that one counting summary.
 * A client's own supplier: each rank.changed event of that company reaches the client's users with the pricing
 * module (unless they switched it off): one notification per user per import, across markets.
 * Users without the pricing module (now), blocked users and users without Insights access are skipped.
 */
import type { NoticeOfferMarket } from '../../../contract/notifications/schemas.js';
import { PRICE_WATCH_SENTENCE_LIMIT } from '../../../contract/priceWatches/rules.js';
import type { PriceWatchRule } from '../../../contract/priceWatches/schemas.js';
import type { OfferEvent } from '../../../contract/offers/events.js';
import type { SupplierRank } from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { ROLE_SUPER_ADMIN } from '../../../contract/claims.js';
import { STATUS_BLOCKED } from '../identity/accounts.js';
import { ranksOfSnapshots } from '../offers/ranks.js';
import { ruleKey } from './store.js';
import {
  enteredTopSentence, leftTopSentence, offerChangeSentence, offersAtSentence, ownSupplierSummary, rankMoveSentence, summarySentence,
  type ChangeCounts,
} from './sentences.js';

/** One change a watch tells: its sentence and what it counts as in a summary. */
interface Item {
  key: string;
  kind: keyof ChangeCounts;
  sentence: string;
  companyId: string | null;
  event: OfferEvent;
}

/** A Price notification to insert (notify.ts). */
export interface PriceNotice {
  userId: number;
  priceWatchId: number | null;
  companyId: string | null;
  message: string;
  offerMarket: NoticeOfferMarket;
}

export interface Evaluation {
  notices: PriceNotice[];
  /** Watches evaluated (of markets that moved, of users who may have them). */
  watches: number;
}

/** Whether user `u` holds the pricing module now (claimsFor's rule: the user's module and the client's add-on). */
const HAS_PRICING = (u: string) => `(${u}.role = '${ROLE_SUPER_ADMIN}' or exists (
    select 1 from user_modules um
      join add_ons a on a.module = um.module
      join client_add_ons ca on ca.add_on_id = a.add_on_id and ca.client_id = ${u}.client_id
     where um.user_id = ${u}.id and um.module = 'pricing'))`;
const ACTIVE = (u: string) => `${u}.status_code <> ${STATUS_BLOCKED} and ${u}.insights_access and ${HAS_PRICING(u)}`;

const marketKey = (m: { stateCode: string; utility: string; commodity: string; customerClass: string }) =>
  JSON.stringify([m.stateCode, m.utility, m.commodity, m.customerClass]);
const millionths = (value: number) => Math.round(value * 1e6);

interface WatchRow {
  id: number;
  userId: number;
  marketId: number;
  snapshotId: number;
  rules: PriceWatchRule[];
}

function notice(items: Item[], base: { userId: number; priceWatchId: number | null }): PriceNotice {
  const first = items[0]!.event;
  const summary = items.length > PRICE_WATCH_SENTENCE_LIMIT;
  const counts: ChangeCounts = { price: 0, new: 0, withdrawn: 0, rank: 0 };
  for (const item of items) counts[item.kind] += 1;
  const companies = new Set(items.map((i) => i.companyId));
  return {
    ...base,
    companyId: companies.size === 1 ? [...companies][0]! : null,
    message: summary ? summarySentence(counts, first) : items.map((i) => i.sentence).join('\n'),
    offerMarket: {
      stateCode: first.stateCode, utility: first.utility, commodity: first.commodity, customerClass: first.customerClass,
      asOf: first.asOf, previousAsOf: first.previousAsOf, summary,
    },
  };
}

/** Evaluates every watch the import's events touch, and the own-supplier default; writes the crossing memory. */
export async function evaluatePriceWatches(tx: Queryable, importId: number, events: OfferEvent[]): Promise<Evaluation> {
  if (events.length === 0) return { notices: [], watches: 0 };
  const { rows: watches } = await tx.query<WatchRow>(
    `select w.id, w.user_id as "userId", w.market_id as "marketId", s.snapshot_id as "snapshotId", w.rules
       from (select distinct market_id, snapshot_id from offer_events where import_id = $1) s
       join price_watches w on w.market_id = s.market_id
       join users u on u.id = w.user_id and ${ACTIVE('u')}
      order by w.id`,
    [importId],
  );

  const byMarket = new Map<string, OfferEvent[]>();
  for (const e of events) {
    const key = marketKey(e);
    const list = byMarket.get(key);
    if (list) list.push(e);
    else byMarket.set(key, [e]);
  }
  const { rows: marketRows } = await tx.query<{ marketId: number; key: string }>(
    `select distinct e.market_id as "marketId",
            json_build_array(m.state_code::text, m.utility, m.commodity, m.customer_class)::text as key
       from offer_events e join offer_markets m on m.id = e.market_id where e.import_id = $1`,
    [importId],
  );
  const eventsOfMarket = new Map(marketRows.map((row) => [row.marketId, byMarket.get(marketKey(toMarket(JSON.parse(row.key) as string[])))!]));

  // Ranks of the new snapshots, for rank rules whose supplier moved.
  const rankedSnapshots = [...new Set(watches.filter((w) => w.rules.some((r) => r.kind === 'rank')).map((w) => w.snapshotId))];
  const ranks = await ranksOfSnapshots(tx, rankedSnapshots);

  const { rows: memoryRows } = await tx.query<{ watchId: number; ruleKey: string; subject: string }>(
    'select watch_id as "watchId", rule_key as "ruleKey", subject from price_watch_crossings where watch_id = any($1::int[])',
    [watches.map((w) => w.id)],
  );
  const memory = new Set(memoryRows.map((m) => JSON.stringify([m.watchId, m.ruleKey, m.subject])));
  const set: [number, string, string][] = [];
  const cleared: [number, string, string][] = [];
  const remember = (watchId: number, key: string, subject: string) => {
    const id = JSON.stringify([watchId, key, subject]);
    if (memory.has(id)) return false;
    memory.add(id);
    set.push([watchId, key, subject]);
    return true;
  };
  const forget = (watchId: number, key: string, subject: string) => {
    const id = JSON.stringify([watchId, key, subject]);
    if (!memory.delete(id)) return false;
    cleared.push([watchId, key, subject]);
    return true;
  };

  const notices: PriceNotice[] = [];
  for (const watch of watches) {
    const marketEvents = eventsOfMarket.get(watch.marketId) ?? [];
    const offerEvents = marketEvents.filter((e) => e.type !== 'rank.changed' && e.english);
    const items = new Map<string, Item>();
    const add = (item: Item) => {
      if (!items.has(item.key)) items.set(item.key, item);
    };
    const kindOf = (e: OfferEvent): Item['kind'] => (e.type === 'offer.new' ? 'new' : e.type === 'offer.withdrawn' ? 'withdrawn' : 'price');

    for (const rule of watch.rules) {
      const key = ruleKey(rule);
      if (rule.kind === 'priceAtOrBelow') {
        for (const e of marketEvents) {
          if (e.type === 'rank.changed' || e.offerId === null) continue;
          const subject = String(e.offerId);
          if (e.type === 'offer.withdrawn') {
            forget(watch.id, key, subject);
            continue;
          }
          if (!e.english || (rule.termMonths !== undefined && e.termMonths !== rule.termMonths)
            || (rule.rateType && (e.rateType ?? '').toLowerCase() !== rule.rateType.toLowerCase())) continue;
          if (millionths(e.after!) <= millionths(rule.price)) {
            if (remember(watch.id, key, subject)) add({ key: `e${e.id}`, kind: kindOf(e), sentence: offersAtSentence(e), companyId: e.companyId, event: e });
          } else {
            forget(watch.id, key, subject);
          }
        }
      } else if (rule.kind === 'rank') {
        const moved = marketEvents.filter((e) => e.type === 'rank.changed' && e.companyId === rule.companyId);
        if (moved.length === 0) continue;
        const list = ranks.get(watch.snapshotId) ?? [];
        const best: SupplierRank | undefined = list.find((r) => r.companyId === rule.companyId);
        const inTop = best !== undefined && best.rank <= rule.top;
        const e = moved[0]!;
        if (inTop && remember(watch.id, key, rule.companyId)) {
          if (rule.direction !== 'leaves') {
            add({ key: `rank:${key}`, kind: 'rank', sentence: enteredTopSentence(best.supplierName, rule.top, e, best.rank, best.price, e.unit), companyId: rule.companyId, event: e });
          }
        } else if (!inTop && forget(watch.id, key, rule.companyId)) {
          if (rule.direction !== 'enters') {
            const now = best ? { rank: best.rank, price: best.price } : null;
            add({ key: `rank:${key}`, kind: 'rank', sentence: leftTopSentence(best?.supplierName ?? e.supplierName, rule.top, e, now, e.unit), companyId: rule.companyId, event: e });
          }
        }
      } else if (rule.kind === 'supplierChange') {
        for (const e of offerEvents) {
          if (e.companyId !== rule.companyId) continue;
          if (e.type === 'offer.price_changed' && rule.minPercent !== undefined && Math.abs(e.changePercent ?? 0) < rule.minPercent) continue;
          add({ key: `e${e.id}`, kind: kindOf(e), sentence: offerChangeSentence(e), companyId: e.companyId, event: e });
        }
      } else {
        for (const e of offerEvents) add({ key: `e${e.id}`, kind: kindOf(e), sentence: offerChangeSentence(e), companyId: e.companyId, event: e });
      }
    }
    if (items.size > 0) notices.push(notice([...items.values()], { userId: watch.userId, priceWatchId: watch.id }));
  }

  if (set.length > 0) {
    await tx.query(
      `insert into price_watch_crossings (watch_id, rule_key, subject, since)
       select u.w, u.k, u.s, (select as_of from offer_imports where id = $4)
         from unnest($1::int[], $2::text[], $3::text[]) as u(w, k, s) on conflict do nothing`,
      [set.map((s) => s[0]), set.map((s) => s[1]), set.map((s) => s[2]), importId],
    );
  }
  if (cleared.length > 0) {
    await tx.query(
      `delete from price_watch_crossings c using unnest($1::int[], $2::text[], $3::text[]) as u(w, k, s)
        where c.watch_id = u.w and c.rule_key = u.k and c.subject = u.s`,
      [cleared.map((s) => s[0]), cleared.map((s) => s[1]), cleared.map((s) => s[2])],
    );
  }

  notices.push(...(await ownSupplierNotices(tx, events)));
  return { notices, watches: watches.length };
}

function toMarket([stateCode, utility, commodity, customerClass]: string[]) {
  return { stateCode: stateCode!, utility: utility!, commodity: commodity!, customerClass: customerClass! };
}

/** A client's own supplier: its rank moves reach every user of the client with the pricing module who did not switch them off. */
async function ownSupplierNotices(tx: Queryable, events: OfferEvent[]): Promise<PriceNotice[]> {
  const moves = events.filter((e) => e.type === 'rank.changed' && e.companyId !== null);
  if (moves.length === 0) return [];
  const { rows } = await tx.query<{ userId: number; companyId: string }>(
    `select u.id as "userId", c.supplier_identifier as "companyId"
       from clients c join users u on u.client_id = c.id and ${ACTIVE('u')}
      where c.supplier_identifier = any($1::text[])
        and not exists (select 1 from own_supplier_alerts_off off where off.user_id = u.id)
      order by u.id`,
    [[...new Set(moves.map((e) => e.companyId!))]],
  );
  return rows.map(({ userId, companyId }) => {
    const mine = moves.filter((e) => e.companyId === companyId);
    const items: Item[] = mine.map((e) => ({ key: `e${e.id}`, kind: 'rank', sentence: rankMoveSentence(e), companyId, event: e }));
    const made = notice(items, { userId, priceWatchId: null });
    const markets = new Set(mine.map(marketKey)).size;
    // Its moves in several markets: a summary that counts the markets (the first market is the one linked).
    if (made.offerMarket.summary && markets > 1) made.message = ownSupplierSummary(mine[0]!.supplierName, markets);
    return made;
  });
}
