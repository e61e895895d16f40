/**
 * The Texas PUC directory of certificated Retail Electric Providers (REPs), its CSV export: one row per address or
 * contact kind of each REP (`MailGroupDesc`: Company / Physical, Mailing / PO Box, Contact…). Each REP's rows fold into
 * one TX Electric license, its certificate number (`PrimaryIDNo`, trimmed: some carry a space), held by one company:
 * the `CompanyName`, with its `DBA` (the brand customers know) as an alias, its Company / Physical address and its
 * website's domain. The ingest then takes it as any licenses file (New and Renewal notifications alike).
 */
import { IngestFormatError, readLicenseCsv, type CompanyFacts, type LicenseFileRow } from '../../../notifications/ingest.js';
import type { CsvRecord } from '../../../csv/readCsv.js';

/** The columns a REP needs; the others (Address1, City, State, Zip, Website, DBA, MailGroupDesc) are read when present. */
const REQUIRED = ['PrimaryIDNo', 'CompanyName'] as const;

const PHYSICAL = 'company / physical';

export const PUCT_REP_DESCRIPTION = [
  'Texas PUC directory of Retail Electric Providers (its CSV export, one row per address or contact of a REP).',
  "Each PrimaryIDNo (trimmed) is a TX Electric 'Supplier' license of the REP's CompanyName; a REP's rows fold into one",
  'company: its DBA becomes an alias, its Company / Physical address (Address1, Address2, City, State, Zip) an address,',
  "its Website's domain its domain, each only where the company lacks it. A company of that legal name is updated, not",
  'made again. Other columns (TrackNo, CoTypeDesc, the redacted contacts…) are ignored.',
].join('\n');

/** The directory as licenses of the ingest, one per REP, on the line of the REP's first row. */
export function readPuctRepDirectory(text: string): LicenseFileRow[] {
  const [header, ...records] = readLicenseCsv(text);
  if (!header) throw new IngestFormatError('The file is empty.');
  const index = new Map(header.cells.map((name, i) => [name.trim().toLowerCase(), i] as const));
  const missing = REQUIRED.find((column) => !index.has(column.toLowerCase()));
  if (missing) throw new IngestFormatError(`This is not a PUCT REP directory file: the column '${missing}' is missing.`);
  const cell = (record: CsvRecord, column: string) => {
    const i = index.get(column.toLowerCase());
    const value = i === undefined ? '' : (record.cells[i] ?? '').trim().replace(/\s+/g, ' ');
    return value || undefined;
  };

  const reps = new Map<string, CsvRecord[]>();
  const unnumbered: CsvRecord[] = [];
  for (const record of records) {
    if (record.cells.every((value) => value.trim() === '')) continue;
    const number = cell(record, 'PrimaryIDNo');
    if (!number) unnumbered.push(record);
    else reps.set(number, [...(reps.get(number) ?? []), record]);
  }
  const rows: LicenseFileRow[] = [...reps].map(([number, group]) => {
    const first = group[0];
    const physical = group.filter((record) => cell(record, 'MailGroupDesc')?.toLowerCase() === PHYSICAL);
    const company: CompanyFacts = {
      aliases: unique(group.map((record) => cell(record, 'DBA'))),
      address: addressOf(physical.find((record) => cell(record, 'Address1')), cell),
      domain: [...physical, ...group].map((record) => domainOf(cell(record, 'Website'))).find(Boolean) ?? null,
    };
    return {
      line: first.line, State: 'TX', Commodity: 'Electric', LicenseNumber: number, LicenseType: 'Supplier',
      CompanyName: cell(first, 'CompanyName'), company,
    };
  });
  // A row without a certificate number is reported on its line (the ingest's "LicenseNumber is empty.").
  rows.push(...unnumbered.map((record) => ({ line: record.line, State: 'TX', Commodity: 'Electric', LicenseType: 'Supplier', CompanyName: cell(record, 'CompanyName') })));
  return rows.sort((a, b) => a.line! - b.line!);
}

function addressOf(record: CsvRecord | undefined, cell: (record: CsvRecord, column: string) => string | undefined): CompanyFacts['address'] {
  if (!record) return null;
  const state = cell(record, 'State')?.toUpperCase();
  return {
    street: [cell(record, 'Address1'), cell(record, 'Address2')].filter(Boolean).join(', '),
    city: cell(record, 'City') ?? null,
    stateCode: state && /^[A-Z]{2}$/.test(state) ? state : null,
    zip: cell(record, 'Zip') ?? null,
  };
}

/**
 * The host of a website as the directory writes it ('www.chariotenergy.com', 'https://tx.ohmconnect.com/',
 * 'www.amigoenergy.com or www.taraenergy.com'): the first one, without 'www.'. Null when none is there.
 */
export function domainOf(website: string | undefined): string | null {
  const host = website && /(?:^|[\s,/])((?:[a-z0-9-]+\.)+[a-z]{2,})(?=$|[\s,/:?#])/i.exec(website.replace(/^https?:\/\//i, ' '))?.[1];
  const domain = host?.toLowerCase().replace(/^www\./, '');
  // 'www.pacificsummitenergy' (no top-level domain) names no domain.
  return domain?.includes('.') ? domain : null;
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];
