/**
 * Real data in a first start (issue 60 §5, ADR 0053): after the modelled rows, the seed ingests the Texas REP
 * directory (licenses and companies, so the offers' suppliers match them) and imports the sample offer files shipped
 * in ./data through the same import as the API (offers/import.ts), each as of its file's date. A newcomer then sees
 * Texas, two Ohio gas utilities and Eversource (NSTAR) ranked from real prices.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OfferSource } from '../../../../contract/offers/schemas.js';
import { LICENSE_SOURCE_READERS } from '../../licenses/sources/index.js';
import { ingestLicenses } from '../../notifications/ingest.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { importOffers } from '../../offers/import.js';
import type { SourceOptions } from '../../offers/sources/types.js';
import { loadSupplierIndex } from '../../offers/suppliers.js';
import type { Db } from '../db.js';

/** The sample files (copied byte for byte from ../shared/data; data/README.md tells their origin). */
export const SEED_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

interface OfferFile {
  file: string;
  source: OfferSource;
  options: SourceOptions;
}

/** Ohio's files name neither their utility nor their unit: the command line's part, per file name prefix. */
const OHIO_MARKETS: Record<string, Omit<SourceOptions, 'asOf'>> = {
  'columbia-gas': { stateCode: 'OH', utility: 'Columbia Gas of Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Ccf' },
  'enbridge-gas-ohio': { stateCode: 'OH', utility: 'Enbridge Gas Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Mcf' },
};

const dateOf = (file: string) => /(\d{4}-\d{2}-\d{2})\.csv$/.exec(file)![1];

/** Every sample offer file in import order: each market's days oldest first. */
export function seedOfferFiles(dir = SEED_DATA_DIR): OfferFile[] {
  const list = (folder: string) => readdirSync(path.join(dir, folder)).filter((f) => f.endsWith('.csv')).sort().map((f) => path.join(folder, f));
  return [
    ...list('tx-power-to-choose').map((file) => ({ file, source: 'ptc' as const, options: { asOf: dateOf(file) } })),
    ...list('oh-apples-to-apples').map((file) => {
      const prefix = Object.keys(OHIO_MARKETS).find((p) => path.basename(file).startsWith(`${p}-`));
      if (!prefix) throw new Error(`${file}: no Ohio market is known for this file name`);
      return { file, source: 'oh-apples-to-apples' as const, options: { ...OHIO_MARKETS[prefix], asOf: dateOf(file) } };
    }),
    ...list('ma-energy-switch').map((file) => ({ file, source: 'ma-energy-switch' as const, options: { asOf: dateOf(file) } })),
  ];
}

/** Nobody listens during a seed: the licenses' New events are stored, not announced. */
const quietBus: NotificationBus = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };

/** Ingests the REP directory and imports every sample offer file; returns what it added, for the seed's counts. */
export async function seedRealOffers(db: Db, today: string, dir = SEED_DATA_DIR): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const repFolder = path.join(dir, 'tx-puct-rep');
  for (const file of readdirSync(repFolder).filter((f) => f.endsWith('.csv'))) {
    const rows = LICENSE_SOURCE_READERS['puct-rep'].read(readFileSync(path.join(repFolder, file), 'utf8'));
    const report = await ingestLicenses(db, quietBus, rows, today);
    counts['licenses (REP directory)'] = (counts['licenses (REP directory)'] ?? 0) + report.added;
  }
  const suppliers = await loadSupplierIndex(db);
  for (const { file, source, options } of seedOfferFiles(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const report = await importOffers(db, { source, text, options, importedBy: 'seed', suppliers });
    counts['offers (imported)'] = (counts['offers (imported)'] ?? 0) + report.new;
  }
  return counts;
}
