import type { Random } from './prng.js';

/** The fictional Texas certificate numbers: above every real REP's (server/test/seedRepLicenses.test.ts checks). */
export const FICTIONAL_TX_FIRST = 20001;
export const FICTIONAL_TX_LAST = 29999;

/**
 * A license number shaped like each regulator's own numbering, so screens look like the real product. `extra`
 * widens the random part (the caller widens it when a narrow format runs out of free numbers).
 */
export function licenseNumber(random: Random, state: string, commodity: 'Electric' | 'Natural Gas', year: number, extra = 0): string {
  const gas = commodity === 'Natural Gas';
  const digits = (length: number) => random.digits(length + extra);
  switch (state) {
    case 'TX':
      // Shaped like PUCT certificate numbers (five digits), but in a series of their own: the real REPs' numbers
      // start at 10001 (the seed ingests the real REP directory, data/tx-puct-rep, whose numbers run 10004–10358),
      // so the fictional ones start at 20001 and never take a real REP's number. Widened, they grow a digit.
      return extra === 0 ? `${random.int(FICTIONAL_TX_FIRST, FICTIONAL_TX_LAST)}` : `2${digits(4)}`;
    case 'PA':
      return `A-${year}-${digits(7)}`;
    case 'OH':
      return `${String(year % 100).padStart(2, '0')}-${random.int(100, 999)}${gas ? 'G' : 'E'}(${random.int(1, 9)})${extra > 0 ? `-${digits(0)}` : ''}`;
    case 'IL':
      return `${String(year % 100).padStart(2, '0')}-0${digits(3)}`;
    case 'NY':
      return `ESCO-${digits(4)}`;
    case 'NJ':
      return `${gas ? 'GSL' : 'ESL'}-${digits(4)}`;
    case 'MD':
      return `IR-${digits(4)}`;
    case 'MA':
      return `${gas ? 'RA' : 'CS'}-${digits(3)}`;
    default:
      return `${state}-${year}-${digits(5)}`;
  }
}

/**
 * License numbers already given, per state and commodity: a regulator never gives one number to two licenses.
 * Draws again on a collision and widens the format after a few misses, so even a large seed scale finishes.
 */
export class LicenseNumbers {
  private readonly used = new Map<string, Set<string>>();

  next(random: Random, state: string, commodity: 'Electric' | 'Natural Gas', year: number): string {
    const key = `${state}/${commodity}`;
    let used = this.used.get(key);
    if (!used) this.used.set(key, (used = new Set()));
    for (let attempt = 0; ; attempt++) {
      const number = licenseNumber(random, state, commodity, year, Math.floor(attempt / 8));
      if (!used.has(number.toLowerCase())) {
        used.add(number.toLowerCase());
        return number;
      }
    }
  }
}

/** The ABC family (agent, broker, consultant); the source data pipe-joins sub-types and pads with 'n/a'. */
export const BROKER_LICENSE_TYPES = [
  ['Broker', 30],
  ['Broker|n/a', 20],
  ['Agent', 12],
  ['Consultant', 10],
  ['Agent|Broker', 10],
  ['Broker|Consultant', 8],
  ['Aggregator|Broker', 5],
] as const;

export const AGGREGATOR_LICENSE_TYPES = [
  ['Aggregator', 50],
  ['Aggregator|Broker', 30],
  ['Broker|n/a', 20],
] as const;

export const CASE_KINDS = [
  { type: 'Application', title: (c: string) => `Application for ${c === 'Electric' ? 'Electric Generation Supplier' : 'Natural Gas Supplier'} License` },
  { type: 'Renewal', title: () => 'Renewal of License' },
  { type: 'Amendment', title: () => 'License Amendment - Service Territory Expansion' },
  { type: 'Amendment', title: () => 'Notice of Change of Control' },
  { type: 'Amendment', title: () => 'Name Change Notification' },
  { type: 'Complaint', title: () => 'Informal Complaint Investigation' },
  { type: 'Compliance', title: () => 'Annual Compliance Filing' },
] as const;

export const CASE_NOTES = [
  'Approved as filed.',
  'Bond amount updated to the statutory minimum.',
  'Applicant supplemented the record with financial statements.',
  'Settled; no penalty assessed.',
  'Awaiting staff review.',
  null,
  null,
] as const;
