import type { Random } from './prng.js';

/** License numbers shaped like each regulator's own numbering, so screens look like the real product. */
export function licenseNumber(random: Random, state: string, commodity: 'Electric' | 'Natural Gas', year: number): string {
  const gas = commodity === 'Natural Gas';
  switch (state) {
    case 'TX':
      return `${random.int(10001, 10320)}`;
    case 'PA':
      return `A-${year}-${random.digits(7)}`;
    case 'OH':
      return `${String(year % 100).padStart(2, '0')}-${random.int(100, 999)}${gas ? 'G' : 'E'}(${random.int(1, 9)})`;
    case 'IL':
      return `${String(year % 100).padStart(2, '0')}-0${random.digits(3)}`;
    case 'NY':
      return `ESCO-${random.digits(4)}`;
    case 'NJ':
      return `${gas ? 'GSL' : 'ESL'}-${random.digits(4)}`;
    case 'MD':
      return `IR-${random.digits(4)}`;
    case 'MA':
      return `${gas ? 'RA' : 'CS'}-${random.digits(3)}`;
    default:
      return `${state}-${year}-${random.digits(5)}`;
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
