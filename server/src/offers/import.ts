/**
 * One path from an offers file to snapshots, history and changes (issue 60 §2, ADR 0050), taken by
 * POST /api/Offers/Import and `npm run offers -- import`:
 * read (the source's reader: rows, bad rows skipped with their line and reason) → group by market → match suppliers
 * to companies → key offers the source gives no id → per market, against its latest snapshot: the snapshot, the
 * offers (first and last seen), every offer's price that day, and what changed — all in one transaction, with the
 * import's report. In the same transaction (issue 61): each full newer snapshot's offer events (./events.ts), the
 * price watches judged on them and their 'Price' notifications (server/src/priceWatches), and the events' webhook
 * deliveries queued; after the commit the notifications go out on the bus, so a connected bell gets them at once.
 *
 * Snapshot rules: a market's first snapshot starts its history (every offer new, no change announced); the same
 * date again is the same file (nothing written, all unchanged); an older date than the latest fills history only;
 * a snapshot with fewer than half the market's current offers is partial: kept, flagged, and withdraws nothing.
 */
import {
  OFFER_MESSAGES, PARTIAL_SNAPSHOT_SHARE, type ImportReply, type OfferMarketKey, type OfferSource, type SkippedRow,
} from '../../../contract/offers/schemas.js';
import type { Db, Queryable } from '../db/db.js';
import { isoDay } from '../notifications/events.js';
import type { NotificationBus } from '../notifications/bus.js';
import { queueOfferEventWebhooks } from '../notifications/webhooks/offerEvents.js';
import { evaluatePriceWatches } from '../priceWatches/evaluate.js';
import { insertPriceNotifications, publishPriceNotifications } from '../priceWatches/notify.js';
import { offerEventsOfImport, storeOfferEvents, type OfferChange } from './events.js';
import { keyOffers, type KnownOffer } from './offerKeys.js';
import { OFFER_SOURCE_READERS } from './sources/index.js';
import type { NormalizedOffer, SourceOptions } from './sources/types.js';
import { loadSupplierIndex, resolveSuppliers, supplierLabel, type SupplierIndex } from './suppliers.js';

/** A request the import refuses as a whole (400), beside the reader's SourceFormatError. */
export class OfferImportError extends Error {}

export const IMPORT_MESSAGES = {
  unitChanged: (market: string, stored: string, given: string) =>
    `The market ${market} is priced per ${stored}; this file's prices are per ${given}. Import it with --unit ${stored} (unit=${stored}).`,
} as const;

export interface ImportOffersArgs {
  source: OfferSource;
  /** The file as text. */
  text: string;
  /** The date and the market fields the file does not state (command line or query). */
  options: SourceOptions;
  /** Who imported it, for offer_imports: a user's e-mail, an API key's name, or the command. */
  importedBy: string | null;
  /** A run importing many files passes one index, so every company name is read once per run, not once per file. */
  suppliers?: SupplierIndex;
  /**
   * Where the import's Price notifications are published after the commit. Without one (a command with no running
   * server to tell) they are stored only: a bell that connects later reads them (the hub's SyncNotifications).
   */
  bus?: NotificationBus;
  /** Hears the import's id after the commit. */
  onImported?: (importId: number) => Promise<void> | void;
  /** Hears how long each step in the transaction took (ms): the bench's figures. */
  measure?: (step: 'markets' | 'events' | 'watches' | 'webhooks' | 'commit', ms: number) => void;
}

interface MarketCounts {
  key: OfferMarketKey;
  offers: number;
  new: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  partial: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Prices equal to the stored precision (numeric(12, 6)) are the same price. */
const sixDecimals = (value: number) => Math.round(value * 1e6);

function samePrices(a: { price: number; pricesByUsage: Record<string, number> | null }, b: typeof a): boolean {
  if (sixDecimals(a.price) !== sixDecimals(b.price)) return false;
  if (!a.pricesByUsage || !b.pricesByUsage) return true;
  return Object.entries(a.pricesByUsage).every(([usage, price]) => {
    const other = b.pricesByUsage![usage];
    return other === undefined || sixDecimals(other) === sixDecimals(price);
  });
}

const marketLabel = (m: OfferMarketKey) => `${m.stateCode} · ${m.utility} · ${m.commodity} · ${m.customerClass}`;

/** Reads the file with its source and imports every market it holds; see the module comment. */
export async function importOffers(db: Db, args: ImportOffersArgs): Promise<ImportReply> {
  const reader = OFFER_SOURCE_READERS[args.source];
  const result = reader.read(args.text.replace(/^\uFEFF/, ''), args.options);
  const asOf = args.options.asOf ?? result.asOf ?? isoDay(new Date());
  if (!DAY.test(asOf) || Number.isNaN(Date.parse(asOf))) throw new OfferImportError(OFFER_MESSAGES.asOf);

  // Offers by market; a source id seen twice in one market keeps its first row.
  const skipped: SkippedRow[] = [...result.skipped];
  const markets = new Map<string, { key: OfferMarketKey; offers: NormalizedOffer[]; lineOf: Map<string, number> }>();
  for (const offer of result.offers) {
    const id = JSON.stringify([offer.market.stateCode, offer.market.utility, offer.market.commodity, offer.market.customerClass]);
    let market = markets.get(id);
    if (!market) markets.set(id, (market = { key: offer.market, offers: [], lineOf: new Map() }));
    if (offer.sourceKey !== null) {
      const first = market.lineOf.get(offer.sourceKey);
      if (first !== undefined) {
        skipped.push({ line: offer.line, reason: `The offer ${offer.sourceKey} is already on line ${first}: this row is left out.` });
        continue;
      }
      market.lineOf.set(offer.sourceKey, offer.line);
    }
    market.offers.push(offer);
  }
  skipped.sort((a, b) => a.line - b.line);

  const states = [...new Set([...markets.values()].map((m) => m.key.stateCode))];
  if (states.length > 0) {
    const { rows } = await db.query<{ code: string }>('select code::text as code from states where code = any($1::text[])', [states]);
    const unknown = states.find((code) => !rows.some((row) => row.code === code));
    if (unknown) throw new OfferImportError(OFFER_MESSAGES.unknownState(unknown));
  }

  const measure = args.measure ?? (() => undefined);
  let clock = performance.now();
  const lap = (step: Parameters<typeof measure>[0]) => {
    const now = performance.now();
    measure(step, now - clock);
    clock = now;
  };
  const { importId, report, created } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'insert into offer_imports (source, as_of, imported_by) values ($1, $2::date, $3) returning id',
      [args.source, asOf, args.importedBy],
    );
    const importId = rows[0]!.id;
    const index = args.suppliers ?? (await loadSupplierIndex(tx));
    const suppliers = await resolveSuppliers(tx, index, result.offers.map((offer) => offer.supplierName));

    const counts: MarketCounts[] = [];
    for (const market of markets.values()) {
      counts.push(await importMarket(tx, { importId, source: args.source, asOf, key: market.key, offers: market.offers, companyOf: suppliers.companyOf }));
    }
    const sum = (field: 'offers' | 'new' | 'changed' | 'unchanged' | 'withdrawn') => counts.reduce((total, c) => total + c[field], 0);
    const report: ImportReply = {
      importId,
      source: args.source,
      asOf,
      partial: counts.some((c) => c.partial),
      rows: result.rows,
      offers: sum('offers'),
      new: sum('new'),
      changed: sum('changed'),
      unchanged: sum('unchanged'),
      withdrawn: sum('withdrawn'),
      skipped,
      markets: counts.map((c) => ({ ...c.key, offers: c.offers })),
      suppliers: { matched: suppliers.matched, created: suppliers.created },
    };
    await tx.query('update offer_imports set report = $2::jsonb where id = $1', [importId, JSON.stringify(report)]);
    lap('markets');

    // Issue 61: the events the snapshots stored, the watches judged on them, their notifications, the webhooks.
    const events = await offerEventsOfImport(tx, importId);
    lap('events');
    const evaluation = await evaluatePriceWatches(tx, importId, events);
    const created = await insertPriceNotifications(tx, importId, evaluation.notices);
    lap('watches');
    await queueOfferEventWebhooks(tx, importId);
    lap('webhooks');
    return { importId, report, created };
  });
  lap('commit');
  if (args.bus) await publishPriceNotifications(args.bus, created);
  await args.onImported?.(importId);
  return report;
}

interface MarketImport {
  importId: number;
  source: OfferSource;
  asOf: string;
  key: OfferMarketKey;
  offers: NormalizedOffer[];
  companyOf: Map<string, string>;
}

/** The market's row, found without regard to the case of its utility and class (a typed --utility is one market). */
async function marketOf(tx: Queryable, source: OfferSource, key: OfferMarketKey): Promise<{ id: number; key: OfferMarketKey }> {
  const { rows: found } = await tx.query<OfferMarketKey & { id: number }>(
    `select id, state_code::text as "stateCode", utility, commodity, customer_class as "customerClass", unit from offer_markets
      where state_code = $1 and lower(utility) = lower($2) and commodity = $3 and lower(customer_class) = lower($4)
      order by id limit 1`,
    [key.stateCode, key.utility, key.commodity, key.customerClass],
  );
  const stored = found[0];
  if (stored) {
    if (stored.unit !== key.unit) throw new OfferImportError(IMPORT_MESSAGES.unitChanged(marketLabel(stored), stored.unit, key.unit));
    const { id, ...storedKey } = stored;
    return { id, key: storedKey };
  }
  const { rows } = await tx.query<{ id: number }>(
    `insert into offer_markets (state_code, utility, commodity, customer_class, unit, source) values ($1, $2, $3, $4, $5, $6) returning id`,
    [key.stateCode, key.utility, key.commodity, key.customerClass, key.unit, source],
  );
  return { id: rows[0]!.id, key };
}

interface LiveOffer extends KnownOffer {
  id: number;
  pricesByUsage: Record<string, number> | null;
}

async function importMarket(tx: Queryable, m: MarketImport): Promise<MarketCounts> {
  const market = await marketOf(tx, m.source, m.key);
  const n = m.offers.length;
  const counts: MarketCounts = { key: market.key, offers: n, new: 0, changed: 0, unchanged: 0, withdrawn: 0, partial: false };

  const { rows: [facts] } = await tx.query<{ latest: string | null; latestFull: string | null; same: boolean }>(
    `select max(as_of) as latest, max(as_of) filter (where not partial) as "latestFull", coalesce(bool_or(as_of = $2::date), false) as same
       from offer_snapshots where market_id = $1`,
    [market.id, m.asOf],
  );
  // The same date again is the same file: nothing to write.
  if (facts!.same) return { ...counts, unchanged: n };
  const mode = facts!.latest === null ? 'first' : m.asOf > facts!.latest ? 'next' : 'older';

  // The market's current offers: those of its latest full snapshot and of any partial one since (a partial snapshot
  // withdrew nothing), each with its last price.
  const live = facts!.latestFull === null ? [] : (await tx.query<LiveOffer>(
    `select o.id, o.source_key as "sourceKey", ob.price::float8 as price, ob.prices_by_usage as "pricesByUsage"
       from offers o
       join offer_snapshots s on s.market_id = o.market_id and s.as_of = o.last_seen
       join offer_observations ob on ob.snapshot_id = s.id and ob.offer_id = o.id
      where o.market_id = $1 and o.last_seen >= $2::date`,
    [market.id, facts!.latestFull],
  )).rows;

  const keys = keyOffers(m.offers, live);
  counts.partial = mode === 'next' && n < PARTIAL_SNAPSHOT_SHARE * live.length;

  const { rows: [snapshot] } = await tx.query<{ id: number }>(
    'insert into offer_snapshots (market_id, as_of, import_id, partial, offer_count) values ($1, $2::date, $3, $4, $5) returning id',
    [market.id, m.asOf, m.importId, counts.partial, n],
  );
  const ids = await upsertOffers(tx, market.id, m, keys, mode === 'older');
  const offerIds = keys.map((key) => ids.get(key)!);
  await tx.query(
    `insert into offer_observations (snapshot_id, offer_id, price, prices_by_usage)
     select $1, u.offer_id, u.price, u.prices::jsonb from unnest($2::int[], $3::numeric[], $4::text[]) as u(offer_id, price, prices)`,
    [snapshot!.id, offerIds, m.offers.map((o) => o.price), m.offers.map((o) => (o.pricesByUsage ? JSON.stringify(o.pricesByUsage) : null))],
  );

  if (mode === 'first') return { ...counts, new: n };
  if (mode === 'older') return { ...counts, unchanged: n };

  const changes: OfferChange[] = [];
  const liveByKey = new Map(live.map((offer) => [offer.sourceKey, offer]));
  m.offers.forEach((offer, i) => {
    const before = liveByKey.get(keys[i]!);
    if (!before) {
      changes.push({ kind: 'new', offerId: offerIds[i]!, before: null, after: offer.price });
      counts.new += 1;
    } else if (!samePrices(before, offer)) {
      changes.push({ kind: 'price', offerId: offerIds[i]!, before: before.price, after: offer.price });
      counts.changed += 1;
    } else {
      counts.unchanged += 1;
    }
  });
  if (!counts.partial) {
    const present = new Set(keys);
    for (const offer of live) {
      if (present.has(offer.sourceKey)) continue;
      changes.push({ kind: 'withdrawn', offerId: offer.id, before: offer.price, after: null });
      counts.withdrawn += 1;
    }
  }
  if (!counts.partial) {
    // What the events are against: the latest full snapshot (the one the live offers are of).
    const { rows: [previous] } = await tx.query<{ id: number }>(
      'select id from offer_snapshots where market_id = $1 and as_of = $2::date', [market.id, facts!.latestFull],
    );
    await storeOfferEvents(tx, {
      importId: m.importId, marketId: market.id, unit: market.key.unit, asOf: m.asOf, snapshotId: snapshot!.id,
      previousSnapshotId: previous!.id, changes,
    });
  }
  if (changes.length > 0) {
    await tx.query(
      `insert into offer_changes (market_id, snapshot_id, import_id, as_of, kind, offer_id, before, after)
       select $1, $2, $3, $4::date, u.kind, u.offer_id, u.before, u.after
         from unnest($5::text[], $6::int[], $7::numeric[], $8::numeric[]) as u(kind, offer_id, before, after)`,
      [market.id, snapshot!.id, m.importId, m.asOf, changes.map((c) => c.kind), changes.map((c) => c.offerId),
        changes.map((c) => c.before), changes.map((c) => c.after)],
    );
  }
  return counts;
}

/**
 * Every offer of the file in one statement; returns id by key. A newer (or first) snapshot writes what the offer is
 * now and moves last_seen; an older one only moves first_seen back, or adds an offer seen that day alone.
 */
async function upsertOffers(tx: Queryable, marketId: number, m: MarketImport, keys: string[], older: boolean): Promise<Map<string, number>> {
  const o = m.offers;
  const column = <T>(pick: (offer: NormalizedOffer) => T) => o.map(pick);
  const onConflict = older
    ? 'first_seen = least(offers.first_seen, excluded.first_seen)'
    : `supplier_name = excluded.supplier_name, company_id = excluded.company_id, product = excluded.product,
       rate_type = excluded.rate_type, term_months = excluded.term_months, renewable_percent = excluded.renewable_percent,
       cancellation_fee = excluded.cancellation_fee, monthly_fee = excluded.monthly_fee, promotion = excluded.promotion,
       language = excluded.language, is_utility_rate = excluded.is_utility_rate, introductory = excluded.introductory,
       prepaid = excluded.prepaid, time_of_use = excluded.time_of_use, details = excluded.details,
       first_seen = least(offers.first_seen, excluded.first_seen), last_seen = greatest(offers.last_seen, excluded.last_seen)`;
  const { rows } = await tx.query<{ id: number; sourceKey: string }>(
    `insert into offers (market_id, source, source_key, supplier_name, company_id, product, rate_type, term_months,
       renewable_percent, cancellation_fee, monthly_fee, promotion, language, is_utility_rate, introductory, prepaid,
       time_of_use, details, first_seen, last_seen)
     select $1, $2, u.source_key, u.supplier_name, u.company_id, u.product, u.rate_type, u.term_months, u.renewable_percent,
            u.cancellation_fee, u.monthly_fee, u.promotion, u.language, u.is_utility_rate, u.introductory, u.prepaid,
            u.time_of_use, u.details::jsonb, $3::date, $3::date
       from unnest($4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[], $9::int[], $10::numeric[], $11::text[],
                   $12::numeric[], $13::text[], $14::text[], $15::bool[], $16::bool[], $17::bool[], $18::bool[], $19::text[])
         as u(source_key, supplier_name, company_id, product, rate_type, term_months, renewable_percent, cancellation_fee,
              monthly_fee, promotion, language, is_utility_rate, introductory, prepaid, time_of_use, details)
     on conflict (market_id, source_key) do update set ${onConflict}
     returning id, source_key as "sourceKey"`,
    [
      marketId, m.source, m.asOf, keys,
      column((x) => supplierLabel(x.supplierName)),
      column((x) => m.companyOf.get(supplierLabel(x.supplierName)) ?? null),
      column((x) => x.product), column((x) => x.rateType), column((x) => x.termMonths), column((x) => x.renewablePercent),
      column((x) => x.cancellationFee), column((x) => x.monthlyFee), column((x) => x.promotion), column((x) => x.language),
      column((x) => x.isUtilityRate), column((x) => x.introductory), column((x) => x.prepaid), column((x) => x.timeOfUse),
      // What the reads show beside the columns (server/src/offers/queries.ts toOffer) and the benchmark's flag.
      column((x) => JSON.stringify({ fixed: x.fixed, promotional: x.promotional, links: x.links, terms: x.terms })),
    ],
  );
  return new Map(rows.map((row) => [row.sourceKey, row.id]));
}
