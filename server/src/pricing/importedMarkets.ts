/**
 * Imported markets (issue 60 §5, ADR 0053) in the pricing views built for the modelled prices: First to Worst, the
 * leaderboard and the top-5 read each imported market's benchmark ranks (offers/ranks.ts) as rank rows beside the
 * modelled ones, and a market imported for a state and utility replaces that utility's modelled ranking.
 */
import { OFFER_SOURCE_NAMES } from '../../../contract/offers/schemas.js';
import type { Db, Queryable } from '../db/db.js';
import { latestRanksOfEveryMarket, type MarketRanks } from '../offers/ranks.js';
import { weekIndexOn } from './chartQuery.js';
import { utilityRanks, type UtilityRankRow } from './marketRanks.js';

/**
 * Words a utility's name may carry or leave out without naming another utility: legal suffixes, "d/b/a", and the
 * generic words the states' files add to the names the product uses ('ONCOR ELECTRIC DELIVERY COMPANY' is
 * 'Oncor Electric Delivery', 'NSTAR d/b/a Eversource Energy' is 'Eversource (NSTAR)', 'LUBBOCK POWER & LIGHT
 * SYSTEM' stays Lubbock's). "Power", "Gas" and "Light" stay: they tell 'Texas-New Mexico Power' from a gas utility.
 */
const GENERIC_WORDS = new Set([
  'the', 'company', 'co', 'llc', 'inc', 'incorporated', 'corp', 'corporation', 'lp', 'llp', 'ltd', 'dba', 'd', 'b', 'a',
  'electric', 'delivery', 'energy', 'system', 'and',
]);

/**
 * A utility's name reduced to its distinctive words, sorted: two names with the same key name the same utility of
 * one state and commodity. Case, punctuation, word order and the generic words above do not count.
 */
export function utilityMatchKey(name: string): string {
  const words = name.toLowerCase().replace(/&/g, ' and ').split(/[^a-z0-9]+/).filter((w) => w && !GENERIC_WORDS.has(w));
  return [...new Set(words)].sort().join(' ');
}

const COMMODITY: Record<string, UtilityRankRow['commodity']> = { Electric: 'Electric', 'Natural Gas': 'NatGas' };


/**
 * One ranked market per state, utility and commodity: the residential one where a utility was imported for several
 * customer classes (the modelled rankings average classes; the states' files are residential first).
 */
function onePerUtility(markets: MarketRanks[]): MarketRanks[] {
  const chosen = new Map<string, MarketRanks>();
  for (const m of markets) {
    if (m.ranks.length === 0 || !COMMODITY[m.market.commodity]) continue;
    const key = `${m.market.commodity}|${m.market.stateCode}|${m.market.utility.toLowerCase()}`;
    const held = chosen.get(key);
    if (!held || (held.market.customerClass !== 'Residential' && m.market.customerClass === 'Residential')) chosen.set(key, m);
  }
  return [...chosen.values()];
}

/**
 * Every imported market's benchmark ranks on `day` (each market's snapshot on or before it) as rank rows. A rank's
 * supplier is its company (every imported supplier is one, matched or created), named as the file writes it; its
 * price is the benchmark offer's. `aliases` maps a company id to the identifier to show instead: the client's own
 * company becomes its modelled supplier, so one identifier names the client's supplier across every market.
 */
export async function importedRankRows(db: Queryable, day: string | null, aliases: ReadonlyMap<string, string> = new Map()): Promise<UtilityRankRow[]> {
  const markets = onePerUtility(await latestRanksOfEveryMarket(db, day));
  return markets.flatMap((m) => {
    const best = m.ranks[0].price;
    return m.ranks.map((r) => {
      const id = r.companyId ?? r.supplierName;
      return {
        commodity: COMMODITY[m.market.commodity],
        state_id: m.market.stateCode,
        utility: m.market.utility,
        supplier_id: aliases.get(id) ?? id,
        supplier: r.supplierName,
        price: r.price,
        rank: r.rank,
        n: m.ranks.length,
        best,
        source: OFFER_SOURCE_NAMES[m.source],
        as_of: m.asOf,
      };
    });
  });
}

/**
 * The modelled rows with every utility that has an imported market of the same state and commodity (utilityMatchKey)
 * replaced by that market's rows, in that utility's place; a market no modelled utility matches comes after its
 * state's modelled utilities. The modelled rows keep the order utilityRanks gave them.
 */
export function mergeRankRows(modelled: UtilityRankRow[], imported: UtilityRankRow[]): UtilityRankRow[] {
  if (imported.length === 0) return modelled;
  const key = (r: UtilityRankRow) => `${r.commodity}|${r.state_id}|${utilityMatchKey(r.utility)}`;
  const firstAt = new Map<string, number>();
  modelled.forEach((r, i) => { if (!firstAt.has(key(r))) firstAt.set(key(r), i); });
  const replaced = new Set(imported.map(key));
  const placed = [
    ...modelled.flatMap((row, i) => (replaced.has(key(row)) ? [] : [{ row, at: i }])),
    ...imported.map((row) => ({ row, at: firstAt.get(key(row)) ?? Number.MAX_SAFE_INTEGER })),
  ];
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return placed
    .sort((a, b) => byText(a.row.commodity, b.row.commodity) || byText(a.row.state_id, b.row.state_id) || a.at - b.at
      || byText(a.row.utility, b.row.utility) || a.row.rank - b.row.rank)
    .map(({ row }) => row);
}

/** yyyy-MM-dd → MM/dd/yyyy, the leaderboard's date. */
export const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * Every utility's ranks on a day, modelled and imported together (see mergeRankRows): the modelled ones on the
 * weekly point on or before the day, each imported market on its snapshot on or before it. `date` is the weekly
 * point's (MM/dd/yyyy), or the day itself (the latest snapshot's without a day) when there is no modelled point;
 * null when nothing is ranked. Without a day, the latest of each.
 */
export async function rankRowsOn(
  db: Db, day: string | null | undefined, aliases?: ReadonlyMap<string, string>,
): Promise<{ rows: UtilityRankRow[]; date: string } | null> {
  const week = await weekIndexOn(db, day);
  const modelled = week ? await utilityRanks(db, week.idx) : [];
  const imported = await importedRankRows(db, day ?? null, aliases);
  if (!week && imported.length === 0) return null;
  const latest = imported.reduce((max, r) => (r.as_of && r.as_of > max ? r.as_of : max), '');
  return { rows: mergeRankRows(modelled, imported), date: week?.date ?? usDate(day ?? latest) };
}
