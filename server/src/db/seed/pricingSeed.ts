import { Random } from './prng.js';
import { addDays, isoDate } from './dates.js';
import type { TableRows } from './tableRows.js';
import {
  BILLING_METHODS, ELECTRIC_RATE_CLASSES, GAS_RATE_CLASSES, LOAD_PROFILES, LOAD_ZONES, PRICING_MARKETS,
  PRICING_STATE_NAMES, PRICING_SUPPLIERS, PRICING_TERMS, UTILITIES,
} from './pricingReference.js';

/**
 * Density (chosen so seeding stays around a second): one row per series (supplier × utility × load zone ×
 * class; a term is the 12-month series times the supplier's term factor) with 53 weekly prices (the last year, ending today) and 25 monthly forward prices (the current
 * month and the next two years). Every utility carries the four fixed suppliers, usually the clients' own
 * supplier, and 5–7 other competitors.
 */
const WEEKLY_POINTS = 53;
const FORWARD_MONTHS = 25;

const FIXED = ['1001', '1002', '1003', '1004'];
const CLIENT_OWN = ['1005', '1006'];

/** Price factor of each term against the 12-month price; each supplier adds its own premium or discount. */
const TERM_FACTOR: Record<number, number> = { 6: 1.03, 12: 1, 24: 0.985, 36: 0.976, 46: 0.968 };
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
/** Array literal text: passing JS arrays as parameters is ten times slower to insert on PGlite. */
const pgArray = (values: number[]) => `{${values.join(',')}}`;



export function generatePricing(seed: number, today: Date): TableRows[] {
  const random = new Random(seed ^ 0x5eed_9c1c);
  const firstDay = addDays(today, -7 * (WEEKLY_POINTS - 1));
  const firstMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));

  const zoneIds = new Map<string, string>();
  const zoneRows: unknown[][] = [];
  for (const [state, zones] of Object.entries(LOAD_ZONES)) {
    for (const zone of zones) {
      const id = String(3001 + zoneRows.length);
      zoneIds.set(`${state}|${zone}`, id);
      zoneRows.push([id, zone, state]);
    }
  }

  const utilityRows: unknown[][] = [];
  const rateClassRows: unknown[][] = [];
  const seriesRows: unknown[][] = [];
  const supplierOffset = new Map(PRICING_SUPPLIERS.map((s) => [s.id, random.float() * 0.016 - 0.006]));
  // A supplier prices for each market on its own (aggressive where it wants customers, high where it does not), so
  // the leaders differ by market; its overall tendency (supplierOffset) only leans the odds. A separate generator
  // leaves every other seeded value as it was.
  const strategy = new Random(seed ^ 0x7a2b_51d3);
  const others = PRICING_SUPPLIERS.map((s) => s.id).filter((id) => !FIXED.includes(id) && !CLIENT_OWN.includes(id));

  UTILITIES.forEach((utility, index) => {
    const id = String(2001 + index);
    utilityRows.push([id, utility.name, utility.state, utility.commodity]);
    const electric = utility.commodity === 'Electric';
    const texas = utility.state === 'TX';
    const classes = texas ? LOAD_PROFILES.map((p) => p.value) : electric ? ELECTRIC_RATE_CLASSES : GAS_RATE_CLASSES;
    if (!texas) for (const name of classes) rateClassRows.push([id, name]);

    const suppliers = [
      ...FIXED,
      ...CLIENT_OWN.filter(() => random.chance(0.85)),
      ...random.sample(others, random.int(5, 7)),
    ];
    // A shared weekly walk per utility (the market), plus seasonality: summer peak for power, winter for gas.
    const base = electric ? 0.068 + random.float() * 0.04 : 0.42 + random.float() * 0.3;
    const scale = electric ? 1 : 6;
    const walk: number[] = [];
    let level = 0;
    for (let w = 0; w < WEEKLY_POINTS; w++) {
      level += (random.float() - 0.5) * 0.0024 * scale;
      level *= 0.97;
      const day = addDays(firstDay, 7 * w);
      const season = Math.cos(((day.getUTCMonth() + 0.5 - (electric ? 7 : 1)) / 12) * 2 * Math.PI);
      walk.push(level + season * 0.006 * scale);
    }
    const zones = electric ? utility.zones.map((z) => zoneIds.get(`${utility.state}|${z}`)!) : [null];
    const marketOffset = new Map(suppliers.map((supplier) => [supplier, supplierOffset.get(supplier)! * 0.35 + (strategy.float() - 0.5) * 0.014]));

    zones.forEach((zoneId, zoneIndex) => {
      const zoneOffset = zoneIndex * 0.0018 * scale;
      classes.forEach((className, classIndex) => {
        const classOffset = (2 - classIndex) * 0.0055 * scale;
        for (const supplier of suppliers) {
          const offset = (marketOffset.get(supplier)! + (random.float() - 0.5) * 0.004) * scale;
          const weekly: number[] = [];
          for (let w = 0; w < WEEKLY_POINTS; w++) {
            const noise = (random.float() - 0.5) * 0.0022 * scale;
            weekly.push(round6(Math.max(0.01, base + walk[w] + zoneOffset + classOffset + offset + noise)));
          }
          const last = weekly[WEEKLY_POINTS - 1];
          const forward: number[] = [];
          for (let m = 0; m < FORWARD_MONTHS; m++) {
            const month = (firstMonth.getUTCMonth() + m) % 12;
            const season = Math.cos(((month + 0.5 - (electric ? 7 : 1)) / 12) * 2 * Math.PI);
            const contango = m * 0.00012 * scale;
            const noise = (random.float() - 0.5) * 0.0012 * scale;
            forward.push(round6(Math.max(0.01, last + season * 0.005 * scale + contango + noise)));
          }
          seriesRows.push([supplier, id, zoneId, className, isoDate(firstDay), pgArray(weekly), isoDate(firstMonth), pgArray(forward)]);
        }
      });
    });
  });

  const billingRows: unknown[][] = [];
  for (const supplier of PRICING_SUPPLIERS) {
    const fixed = FIXED.includes(supplier.id) || CLIENT_OWN.includes(supplier.id);
    for (const method of BILLING_METHODS) {
      if (!fixed && method.shortName !== 'UCB' && random.chance(0.3)) continue;
      billingRows.push([supplier.id, method.shortName, round6(0.985 + random.float() * 0.035)]);
    }
  }

  const termRows = PRICING_SUPPLIERS.flatMap((supplier) =>
    PRICING_TERMS.map((term) => [supplier.id, term, round6(TERM_FACTOR[term] + (term === 12 ? 0 : (random.float() - 0.5) * 0.03))]),
  );

  return [
    {
      table: 'pricing_markets', columns: ['name', 'commodity', 'sort_order'],
      rows: PRICING_MARKETS.map((m, i) => [m.name, m.commodity, i]),
    },
    { table: 'pricing_states', columns: ['id', 'name'], rows: Object.entries(PRICING_STATE_NAMES) },
    {
      table: 'pricing_market_states', columns: ['market', 'state_id'],
      rows: PRICING_MARKETS.flatMap((m) => m.states.map((s) => [m.name, s])),
    },
    { table: 'pricing_utilities', columns: ['id', 'name', 'state_id', 'commodity'], rows: utilityRows },
    { table: 'pricing_load_zones', columns: ['id', 'name', 'state_id'], rows: zoneRows },
    { table: 'pricing_rate_classes', columns: ['utility_id', 'name'], rows: rateClassRows },
    { table: 'pricing_billing_methods', columns: ['short_name', 'name'], rows: BILLING_METHODS.map((b) => [b.shortName, b.name]) },
    { table: 'pricing_load_profiles', columns: ['value', 'name'], rows: LOAD_PROFILES.map((p) => [p.value, p.name]) },
    {
      table: 'pricing_suppliers', columns: ['id', 'name', 'domain', 'volume_discount', 'client_id'],
      rows: PRICING_SUPPLIERS.map((s) => [s.id, s.name, s.domain, round6(random.float() * 0.05), s.clientId ?? null]),
    },
    { table: 'pricing_supplier_billing', columns: ['supplier_id', 'billing_method', 'factor'], rows: billingRows },
    { table: 'pricing_supplier_terms', columns: ['supplier_id', 'term', 'factor'], rows: termRows },
    {
      table: 'pricing_series',
      columns: ['supplier_id', 'utility_id', 'load_zone_id', 'class_name', 'first_day', 'weekly', 'first_month', 'forward'],
      rows: seriesRows,
    },
  ];
}
