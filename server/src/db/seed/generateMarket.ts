import { Random } from './prng.js';
import { STATES, type StateInfo } from './states.js';
import {
  AGGREGATOR_CORES, BROKER_CORES, CONTACT_ROLES, FIRST_NAMES, LAST_NAMES, LEGAL_SUFFIXES, NAME_MIDDLES, NAME_PREFIXES,
  STREET_NAMES, SUPPLIER_CORES,
} from './names.js';
import {
  AGGREGATOR_LICENSE_TYPES, BROKER_LICENSE_TYPES, CASE_KINDS, CASE_NOTES, LicenseNumbers,
} from './licenseFormats.js';
import { addDays, isoDate } from './dates.js';
import type { TableRows } from './tableRows.js';

export type CompanyType = 'supplier' | 'broker' | 'aggregator';
type Commodity = 'Electric' | 'Natural Gas';

/** A company the tenant seed refers to by name (each client's own supplier). */
export interface FixedCompany {
  id: string;
  legalName: string;
  emailDomain: string;
}

export interface MarketData {
  states: TableRows;
  companies: TableRows;
  licenses: TableRows;
  caseHistory: TableRows;
  contacts: TableRows;
  addresses: TableRows;
  aliases: TableRows;
  /** Latest license ids per company, for follows and notifications. */
  latestLicenseIdsByCompany: Map<string, number[]>;
  /** Latest licenses that have an earlier term (renewal history), for Renewal notifications. */
  renewedLicenseIds: Set<number>;
  companyIds: string[];
}

const COMPANIES_AT_SCALE_1 = 2000;
/** Latest licenses per company follow this shape: mean ≈ 5.4, so with renewal history ≈ 12,000 rows at scale 1. */
const LATEST_PER_COMPANY = [
  [1, 17], [2, 16], [3, 14], [4, 11], [5, 9], [6, 6], [7, 5], [8, 4], [10, 7], [13, 6], [17, 4], [22, 3],
] as const;

export function generateMarket(random: Random, scale: number, today: Date, fixed: FixedCompany[]): MarketData {
  const companyCount = Math.max(10, Math.round(COMPANIES_AT_SCALE_1 * scale));
  const usedNames = new Set<string>(fixed.map((c) => c.legalName.toLowerCase()));
  const usedDomains = new Set<string>(fixed.map((c) => c.emailDomain));

  const companies: unknown[][] = [];
  const companyInfo: { id: string; name: string; type: CompanyType; domain: string; prefix: string }[] = [];

  const addCompany = (id: string, name: string, type: CompanyType, domain: string, prefix: string) => {
    const createdAt = addDays(today, -random.int(30, 3650));
    const hubspot = random.chance(0.3) ? `https://app.hubspot.com/contacts/4815162/company/${random.int(1_000_000, 9_999_999)}` : null;
    companies.push([id, name, domain, type, null, hubspot, createdAt.toISOString()]);
    companyInfo.push({ id, name, type, domain, prefix });
  };

  for (const company of fixed) {
    addCompany(company.id, company.legalName, 'supplier', company.emailDomain, company.legalName.split(' ')[0]);
  }
  while (companyInfo.length < companyCount + fixed.length) {
    const type = random.weighted<CompanyType>([['supplier', 45], ['broker', 45], ['aggregator', 10]]);
    const { name, prefix } = companyName(random, type, usedNames);
    addCompany(random.uuid(), name, type, uniqueDomain(random, name, usedDomains), prefix);
  }

  // Parents with children: a parent group keeps its children's type (a holding company and its brands).
  const parentColumn = 4;
  const shuffled = random.sample(companyInfo.map((_, i) => i).slice(fixed.length), companyInfo.length);
  const parentCount = Math.round(companyInfo.length * 0.04);
  let cursor = parentCount;
  for (let p = 0; p < parentCount; p++) {
    const children = random.int(1, 3);
    for (let c = 0; c < children && cursor < shuffled.length; c++, cursor++) {
      companies[shuffled[cursor]][parentColumn] = companyInfo[shuffled[p]].id;
    }
  }

  const aliases: unknown[][] = [];
  const dbaByCompany = new Map<string, string>();
  for (const company of companyInfo) {
    if (!random.chance(0.2)) continue;
    const count = random.int(1, 2);
    for (let i = 0; i < count; i++) {
      const isDba = random.chance(0.5);
      const aliasName = isDba
        ? `${company.prefix} ${random.pick(company.type === 'supplier' ? SUPPLIER_CORES : BROKER_CORES)}`
        : companyName(random, company.type, usedNames).name;
      if (isDba) dbaByCompany.set(company.id, aliasName);
      aliases.push([aliases.length + 1, company.id, aliasName, isDba ? 'DBA' : 'FKA', false]);
    }
  }

  const licenses: unknown[][] = [];
  const caseHistory: unknown[][] = [];
  const contacts: unknown[][] = [];
  const addresses: unknown[][] = [];
  const latestLicenseIdsByCompany = new Map<string, number[]>();
  const renewedLicenseIds = new Set<number>();
  const numbers = new LicenseNumbers();
  const stateWeights = STATES.map((s) => [s, s.weight] as const);
  /** The commodities in which a state licenses this kind of company. */
  const licensable = (state: StateInfo, type: CompanyType): Commodity[] => {
    const offered: Commodity[] = [...(state.electric ? ['Electric' as const] : []), ...(state.gas ? ['Natural Gas' as const] : [])];
    if (type === 'supplier') return offered;
    return offered.filter((commodity) => (type === 'broker' ? state.brokers : state.aggregators).includes(commodity));
  };

  for (const company of companyInfo) {
    const wanted = random.weighted(LATEST_PER_COMPANY);
    const slots = new Map<string, { state: StateInfo; commodity: Commodity }>();
    for (let attempt = 0; slots.size < wanted && attempt < wanted * 6; attempt++) {
      const state = random.weighted(stateWeights);
      const commodities = licensable(state, company.type);
      if (commodities.length === 0) continue;
      const commodity: Commodity = commodities.length === 2 ? (random.chance(0.62) ? 'Electric' : 'Natural Gas') : commodities[0];
      slots.set(`${state.code}/${commodity}`, { state, commodity });
    }

    const ids: number[] = [];
    for (const { state, commodity } of slots.values()) {
      const licenseType = company.type === 'supplier'
        ? 'Supplier'
        : random.weighted(company.type === 'broker' ? BROKER_LICENSE_TYPES : AGGREGATOR_LICENSE_TYPES);
      const legalName = dbaByCompany.has(company.id) && random.chance(0.3) ? dbaByCompany.get(company.id)! : company.name;
      const dates = licenseDates(random, today);
      const number = numbers.next(random, state.code, commodity, dates.registered.getUTCFullYear());
      const id = licenses.length + 1;
      const sourceFileDate = isoDate(addDays(today, -random.int(0, 30)));
      licenses.push([
        id, state.code, company.id, legalName, commodity, number,
        isoDate(dates.registered), dates.expiry ? isoDate(dates.expiry) : null, licenseType, dates.status,
        isoDate(addDays(today, -random.int(0, 14))), addDays(dates.registered, random.int(0, 5)).toISOString(), true,
        sourceFileDate, `${state.puc}/licensing/search?license=${encodeURIComponent(number)}`,
        random.chance(0.7) ? `/public/screenshots/license-${id}.png` : null,
      ]);
      ids.push(id);

      // Renewal history: the earlier term of the same license, no longer the latest record.
      if (dates.expiry && random.chance(0.12)) {
        renewedLicenseIds.add(id);
        const term = random.int(1, 3) * 365;
        const previousRegistered = addDays(dates.registered, -term);
        licenses.push([
          licenses.length + 1, state.code, company.id, company.name, commodity, number,
          isoDate(previousRegistered), isoDate(addDays(dates.registered, -1)), licenseType, 'Expired',
          isoDate(addDays(dates.registered, -random.int(1, 30))), addDays(previousRegistered, 2).toISOString(), false,
          isoDate(addDays(dates.registered, -random.int(1, 30))), `${state.puc}/licensing/search?license=${encodeURIComponent(number)}`, null,
        ]);
      }

      if (random.chance(0.22)) {
        const cases = random.int(1, 3);
        for (let c = 0; c < cases; c++) {
          const kind = random.pick(CASE_KINDS);
          const open = addDays(dates.registered, -random.int(0, 120) + c * random.int(30, 400));
          const closed = random.chance(0.75) ? addDays(open, random.int(10, 240)) : null;
          const caseNumber = `${open.getUTCFullYear()}-${random.digits(5)}`;
          caseHistory.push([
            caseHistory.length + 1, id, caseNumber, kind.title(commodity), `${state.puc}/case/${caseNumber}`,
            isoDate(open), closed ? isoDate(closed) : null, closed ? 'Closed' : random.pick(['Open', 'Pending']),
            kind.type, random.pick(CASE_NOTES),
          ]);
        }
      }
    }
    latestLicenseIdsByCompany.set(company.id, ids);

    const states = [...new Set([...slots.values()].map((s) => s.state))];
    const contactCount = random.weighted([[0, 10], [1, 35], [2, 30], [3, 15], [4, 10]] as const);
    for (let i = 0; i < contactCount; i++) {
      const state = random.pick(states);
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      contacts.push([
        contacts.length + 1, company.id, state.code, `${first} ${last}`,
        `${first[0].toLowerCase()}${last.toLowerCase().replace(/[^a-z]/g, '')}@${company.domain}`,
        random.chance(0.85) ? phone(random, state) : null, random.pick(CONTACT_ROLES),
      ]);
    }
    const addressCount = random.weighted([[0, 8], [1, 62], [2, 30]] as const);
    for (let i = 0; i < addressCount; i++) {
      const licenseState = random.pick(states);
      const located = random.chance(0.8) ? licenseState : random.pick(STATES);
      const suite = random.chance(0.35) ? `, Suite ${random.int(100, 2400)}` : '';
      addresses.push([
        addresses.length + 1, company.id, licenseState.code, `${random.int(10, 9999)} ${random.pick(STREET_NAMES)}${suite}`,
        random.pick(located.cities), located.code, `${located.zipPrefix}${random.digits(5 - located.zipPrefix.length)}`,
      ]);
    }
  }

  return {
    states: {
      table: 'states',
      columns: ['id', 'name', 'code'],
      rows: STATES.map((s, i) => [i + 1, s.name, s.code]),
    },
    companies: {
      table: 'companies',
      columns: ['id', 'legal_name', 'email_domain', 'company_type', 'parent_id', 'hubspot_url', 'created_at'],
      // Parents before children, so each chunked INSERT only references rows already inserted.
      rows: [...companies.filter((row) => row[parentColumn] === null), ...companies.filter((row) => row[parentColumn] !== null)],
    },
    licenses: {
      table: 'licenses',
      columns: [
        'id', 'state_code', 'company_id', 'associated_legal_name', 'commodity', 'license_number',
        'license_registered_date', 'license_expiry_date', 'license_type', 'license_status', 'last_found_on',
        'created_date', 'is_latest', 'source_file_date', 'source_url', 'screenshot_url',
      ],
      rows: licenses,
    },
    caseHistory: {
      table: 'license_case_history',
      columns: ['id', 'license_id', 'case_number', 'case_title', 'puc_url', 'case_open_date', 'case_close_date', 'case_status', 'case_type', 'case_note'],
      rows: caseHistory,
    },
    contacts: {
      table: 'contacts',
      columns: ['id', 'company_id', 'state_code', 'contact_name', 'contact_email', 'contact_phone', 'contact_role'],
      rows: contacts,
    },
    addresses: {
      table: 'addresses',
      columns: ['id', 'company_id', 'license_state_code', 'contact_address', 'contact_city', 'state_code', 'contact_zip'],
      rows: addresses,
    },
    aliases: {
      table: 'aliases',
      columns: ['id', 'company_id', 'alias_name', 'alias_type', 'is_primary'],
      rows: aliases,
    },
    latestLicenseIdsByCompany,
    renewedLicenseIds,
    companyIds: companyInfo.map((c) => c.id),
  };
}

function companyName(random: Random, type: CompanyType, used: Set<string>): { name: string; prefix: string } {
  const cores = type === 'supplier' ? SUPPLIER_CORES : type === 'broker' ? BROKER_CORES : AGGREGATOR_CORES;
  for (let attempt = 0; ; attempt++) {
    const prefix = random.pick(NAME_PREFIXES);
    const middle = attempt > 2 || random.chance(0.2) ? ` ${random.pick(NAME_MIDDLES)}` : '';
    const numeral = attempt > 20 ? ` ${['II', 'III', 'IV', 'V'][attempt % 4]}` : '';
    const name = `${prefix}${middle}${numeral} ${random.pick(cores)} ${random.pick(LEGAL_SUFFIXES)}`;
    if (!used.has(name.toLowerCase())) {
      used.add(name.toLowerCase());
      return { name, prefix };
    }
  }
}

function uniqueDomain(random: Random, name: string, used: Set<string>): string {
  const words = name
    .replace(/\b(LLC|Inc|LP|Corp|Co|Holdings)\b\.?/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  const base = words.slice(0, 3).join('');
  const tld = random.weighted([['com', 85], ['net', 8], ['energy', 7]] as const);
  // Same stem taken: try the other usual endings before resorting to a number.
  const candidates = [`${base}.${tld}`, `${base}.com`, `${base}.net`, `${base}energy.com`, `${base}-us.com`];
  let domain = candidates.find((c) => !used.has(c)) ?? `${base}.${tld}`;
  for (let n = 2; used.has(domain); n++) domain = `${base}${n}.${tld}`;
  used.add(domain);
  return domain;
}

function phone(random: Random, state: StateInfo): string {
  return `(${random.pick(state.areaCodes)}) ${random.int(200, 989)}-${random.digits(4)}`;
}

/** Mix of recent, expiring-soon, expired and ordinary terms, relative to `today`. */
function licenseDates(random: Random, today: Date): { registered: Date; expiry: Date | null; status: string } {
  const mode = random.weighted([['recent', 4], ['expiringSoon', 8], ['expired', 12], ['noExpiry', 6], ['normal', 70]] as const);
  const termDays = random.int(1, 3) * 365;
  switch (mode) {
    case 'recent': {
      const registered = addDays(today, -random.int(0, 60));
      return { registered, expiry: addDays(registered, termDays), status: random.chance(0.85) ? 'Active' : 'Pending' };
    }
    case 'expiringSoon': {
      // Its first term or a later one (renewed in place): not all registered one term before this season.
      const expiry = addDays(today, random.int(1, 60));
      return { registered: addDays(expiry, -termDays * random.int(1, 3)), expiry, status: 'Active' };
    }
    case 'expired': {
      const expiry = addDays(today, -random.int(1, 900));
      return { registered: addDays(expiry, -termDays), expiry, status: random.weighted([['Expired', 80], ['Revoked', 8], ['Withdrawn', 12]] as const) };
    }
    case 'noExpiry': {
      return { registered: addDays(today, -random.int(61, 4000)), expiry: null, status: 'Active' };
    }
    default: {
      // Registered on any day of the last four years but the last 61 (later ones are 'recent'), renewed in place
      // since: its current term ends at least 61 days from today (sooner ones are 'expiringSoon').
      const registered = addDays(today, -random.int(61, 61 + 4 * 365));
      const renewedBy = addDays(today, 60);
      let expiry = addDays(registered, termDays);
      while (expiry <= renewedBy) expiry = addDays(expiry, termDays);
      const status = random.weighted([['Active', 92], ['Pending Renewal', 4], ['Suspended', 2], ['Inactive', 2]] as const);
      return { registered, expiry, status };
    }
  }
}
