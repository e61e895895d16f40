import type { MarketOffer, MarketOffers, OfferChange } from '../../core/api/offers';
import { toCsv } from '../../core/files/csv';
import type { OffersState } from './offersFilters';
import { feeAmount, pricesDiffer } from './offerPrices';
import type { OffersSort } from './offersFilters';

/** The filters' choices, from the snapshot's offers: terms ascending, rate types and suppliers by name. */
export interface OfferFilterOptions {
  terms: number[];
  rateTypes: string[];
  suppliers: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

export function filterOptions(offers: readonly MarketOffer[]): OfferFilterOptions {
  const terms = new Set<number>();
  const rateTypes = new Set<string>();
  // One option per name, whatever its case (the filter ignores case): the first spelling met.
  const suppliers = new Map<string, string>();
  for (const offer of offers) {
    if (offer.termMonths !== null) terms.add(offer.termMonths);
    if (offer.rateType) rateTypes.add(offer.rateType);
    if (!suppliers.has(offer.supplierName.toLowerCase())) suppliers.set(offer.supplierName.toLowerCase(), offer.supplierName);
  }
  return {
    terms: [...terms].sort((a, b) => a - b),
    rateTypes: [...rateTypes].sort(byName),
    suppliers: [...suppliers.values()].sort(byName),
  };
}

/** The offers the term, rate type and supplier filters let through. */
export function filterOffers(offers: readonly MarketOffer[], filters: Pick<OffersState, 'term' | 'rateType' | 'supplier'>): MarketOffer[] {
  return offers.filter(
    (offer) =>
      (!filters.term || offer.termMonths === Number(filters.term)) &&
      (!filters.rateType || offer.rateType?.toLowerCase() === filters.rateType.toLowerCase()) &&
      (!filters.supplier || offer.supplierName.toLowerCase() === filters.supplier.toLowerCase()),
  );
}

/**
 * The monthly uses a market's offers are priced at besides the headline (Power to Choose: 500 and 2,000 kWh), in
 * ascending order. A use whose price is the headline price in every offer (Power to Choose's 1,000 kWh) is that
 * column already and is left out.
 */
export function usageKeys(offers: readonly MarketOffer[]): string[] {
  const keys = new Set<string>();
  for (const offer of offers) for (const key of Object.keys(offer.pricesByUsage ?? {})) keys.add(key);
  return [...keys]
    .filter((key) => !offers.every((offer) => offer.pricesByUsage?.[key] === undefined || !pricesDiffer(offer.pricesByUsage[key], offer.price)))
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** How an offer's price moved since the market's previous snapshot. */
export type OfferMove =
  | { kind: 'first' } // the market's first snapshot: nothing to compare with
  | { kind: 'new' }
  | { kind: 'same' }
  | { kind: 'up' | 'down'; delta: number };

export function offerMove(offer: MarketOffer, previousAsOf: string | null): OfferMove {
  if (!previousAsOf) return { kind: 'first' };
  if (offer.previousPrice === null) return { kind: 'new' };
  if (!pricesDiffer(offer.price, offer.previousPrice)) return { kind: 'same' };
  const delta = offer.price - offer.previousPrice;
  return { kind: delta > 0 ? 'up' : 'down', delta };
}

/** A move as a number to sort by: new offers first among rises (they had no price), the first snapshot last. */
export function moveSortValue(move: OfferMove): number | undefined {
  switch (move.kind) {
    case 'first':
      return undefined;
    case 'same':
      return 0;
    case 'new':
      return Number.POSITIVE_INFINITY;
    default:
      return move.delta;
  }
}

/** An offer's value in a column, as the table sorts it (text in lower case; undefined sorts last either way). */
export function offerSortValue(offer: MarketOffer, column: string, previousAsOf: string | null): string | number | undefined {
  switch (column) {
    case 'supplier':
      return offer.supplierName.toLowerCase();
    case 'term':
      return offer.termMonths ?? undefined;
    case 'rateType':
      return offer.rateType?.toLowerCase() || undefined;
    case 'price':
      return offer.price;
    case 'change':
      return moveSortValue(offerMove(offer, previousAsOf));
    case 'renewable':
      return offer.renewablePercent ?? undefined;
    case 'cancellationFee':
      return feeAmount(offer.cancellationFee);
    case 'firstSeen':
      return offer.firstSeen || undefined;
    default:
      return column.startsWith('use-') ? offer.pricesByUsage?.[column.slice(4)] : undefined;
  }
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });

/**
 * The offers in the order the table shows them (and the CSV holds them): by the column, values missing last, ties by
 * price and then supplier. One order for both, so a download is what the user sees.
 */
export function sortOffers(offers: readonly MarketOffer[], sort: OffersSort, previousAsOf: string | null): MarketOffer[] {
  const keyed = offers.map((offer) => ({ offer, value: offerSortValue(offer, sort.id, previousAsOf) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value !== b.value) return a.value === undefined ? 1 : -1;
    } else {
      const order = compare(a.value, b.value);
      if (order !== 0) return sort.desc ? -order : order;
    }
    return a.offer.price - b.offer.price || byName(a.offer.supplierName, b.offer.supplierName) || a.offer.id - b.offer.id;
  });
  return keyed.map((entry) => entry.offer);
}

/** One point of an offer's price line: its price at a snapshot, null where it was not offered. */
export interface SparkPoint {
  date: string;
  price: number | null;
}

/**
 * An offer's price at every snapshot of its market up to the one shown, rebuilt from the market's changes (one call
 * for every row, instead of one history call per offer): before its first change the offer had that change's
 * `before` price (or did not exist, for a 'new'); each change's `after` holds from its date on; without changes the
 * price shown held since the offer was first seen.
 */
export function sparkSeries(offer: MarketOffer, snapshots: readonly string[], changes: readonly OfferChange[], asOf: string): SparkPoint[] {
  const own = changes.filter((c) => c.offerId === offer.id && c.date <= asOf).sort((a, b) => a.date.localeCompare(b.date));
  const first = own[0];
  let price: number | null = !first ? offer.price : first.kind === 'new' ? null : first.before;
  let next = 0;
  const points: SparkPoint[] = [];
  for (const date of snapshots) {
    if (date > asOf) break;
    while (next < own.length && own[next].date <= date) {
      const change = own[next++];
      price = change.kind === 'withdrawn' ? null : change.after;
    }
    points.push({ date, price: date < offer.firstSeen ? null : price });
  }
  return points;
}

/** What changed between two snapshot dates, one entry per offer: the net of its changes in between. */
export interface NetChange {
  kind: 'new' | 'withdrawn' | 'up' | 'down';
  offerId: number;
  supplierName: string;
  companyId: string | null;
  product: string | null;
  termMonths: number | null;
  rateType: string | null;
  /** The price at `from` (null for a new offer). */
  before: number | null;
  /** The price at `to` (null for a withdrawn one). */
  after: number | null;
  /** The last snapshot it changed at. */
  date: string;
}

export interface ChangeSummary {
  changes: NetChange[];
  counts: Record<NetChange['kind'], number>;
}

/**
 * Offers that differ between the snapshots `from` and `to`: new (absent at `from`, there at `to`), withdrawn (the
 * reverse), up and down (there at both, priced differently). A change dated `from` is how `from` came to be and is
 * left out; an offer that came and went in between, or went back to its price, did not change between the two dates.
 */
export function summarizeChanges(changes: readonly OfferChange[], from: string, to: string): ChangeSummary {
  const perOffer = new Map<number, OfferChange[]>();
  for (const change of changes) {
    if (change.date <= from || change.date > to) continue;
    const list = perOffer.get(change.offerId);
    if (list) list.push(change);
    else perOffer.set(change.offerId, [change]);
  }
  const result: NetChange[] = [];
  for (const list of perOffer.values()) {
    list.sort((a, b) => a.date.localeCompare(b.date));
    const first = list[0];
    const last = list[list.length - 1];
    const atFrom = first.kind !== 'new';
    const atTo = last.kind !== 'withdrawn';
    const before = atFrom ? first.before : null;
    const after = atTo ? last.after : null;
    let kind: NetChange['kind'] | null = null;
    if (!atFrom && atTo) kind = 'new';
    else if (atFrom && !atTo) kind = 'withdrawn';
    else if (atFrom && atTo && before !== null && after !== null && pricesDiffer(before, after)) kind = after > before ? 'up' : 'down';
    if (!kind) continue;
    result.push({
      kind,
      offerId: last.offerId,
      supplierName: last.supplierName,
      companyId: last.companyId,
      product: last.product,
      termMonths: last.termMonths,
      rateType: last.rateType,
      before,
      after,
      date: last.date,
    });
  }
  const order: Record<NetChange['kind'], number> = { new: 0, withdrawn: 1, up: 2, down: 3 };
  result.sort((a, b) => order[a.kind] - order[b.kind] || byName(a.supplierName, b.supplierName) || (a.after ?? a.before ?? 0) - (b.after ?? b.before ?? 0));
  const counts = { new: 0, withdrawn: 0, up: 0, down: 0 };
  for (const change of result) counts[change.kind]++;
  return { changes: result, counts };
}

/** The CSV of the offers shown: prices in dollars per the market's unit, as the API gives them. */
export function offersCsv(reply: MarketOffers, offers: readonly MarketOffer[], sourceName: string): string {
  const usages = usageKeys(reply.offers);
  const unit = reply.unit;
  const header = [
    'Supplier', 'Company', 'Product', 'Term (months)', 'Rate type', `Price ($/${unit})`,
    ...usages.map((key) => `Price at ${key} ${unit} ($/${unit})`),
    'Previous price', 'Renewable %', 'Cancellation fee', 'Monthly fee', 'First seen', 'Source', 'As of', 'Source key',
  ];
  const rows = offers.map((offer) => [
    offer.supplierName,
    offer.companyName ?? '',
    offer.product ?? '',
    offer.termMonths ?? '',
    offer.rateType ?? '',
    offer.price,
    ...usages.map((key) => offer.pricesByUsage?.[key] ?? ''),
    offer.previousPrice ?? '',
    offer.renewablePercent ?? '',
    offer.cancellationFee ?? '',
    offer.monthlyFee ?? '',
    offer.firstSeen,
    sourceName,
    reply.asOf,
    offer.sourceKey,
  ]);
  return toCsv(header, rows);
}

const KIND_LABELS: Record<NetChange['kind'], string> = { new: 'New', withdrawn: 'Withdrawn', up: 'Up', down: 'Down' };
export const changeKindLabel = (kind: NetChange['kind']) => KIND_LABELS[kind];

/** The CSV of what changed between two dates. */
export function changesCsv(summary: ChangeSummary, unit: string, from: string, to: string): string {
  const header = ['Change', 'Supplier', 'Product', 'Term (months)', 'Rate type', `Price on ${from} ($/${unit})`, `Price on ${to} ($/${unit})`, 'Changed on'];
  return toCsv(header, summary.changes.map((c) => [KIND_LABELS[c.kind], c.supplierName, c.product ?? '', c.termMonths ?? '', c.rateType ?? '', c.before ?? '', c.after ?? '', c.date]));
}
