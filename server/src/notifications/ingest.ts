import { isDatabaseUnavailable, type Db } from '../db/db.js';
import type { NotificationBus } from './bus.js';
import { CsvSyntaxError, readCsv, type CsvRecord } from '../csv/readCsv.js';
import { checkExpiries, isoDay, recordLicenseEvent } from './events.js';
import { recordNewLicense, recordRenewal } from '../activity/history.js';
import type { IngestReport } from '../../../contract/notifications/schemas.js';
import { formatLicenseType } from '../../../contract/format/text.js';

/**
 * Columns of a licenses file. Header names are matched case-, space- and punctuation-insensitively, so
 * 'LicenseNumber', 'license_number' and 'License Number' all work, and the headers of the product's own Licenses Raw
 * Data export ('State', 'Company Name', 'Date Issued', 'Expiry Date'…) are understood as they are. State,
 * Commodity, LicenseNumber, LicenseType and a company (CompanyId or CompanyName) are required; other columns
 * (the export's 'Company Type', 'Last Found On', 'Official Website'…) are ignored.
 */
export const LICENSE_FILE_COLUMNS = [
  'State', 'Commodity', 'CompanyId', 'CompanyName', 'LicenseNumber', 'LicenseType', 'LicenseStatus',
  'LicenseRegisteredDate', 'LicenseExpiryDate', 'SourceUrl',
] as const;

type Column = (typeof LICENSE_FILE_COLUMNS)[number];

/** What each column holds and which other headers name it: `npm run ingest -- --help` and the README print this. */
export const LICENSE_FILE_COLUMN_DOCS: Record<Column, { required: string; holds: string; alsoNamed: string[] }> = {
  State: { required: 'yes', holds: "two-letter code or full name ('RI' or 'Rhode Island')", alsoNamed: ['StateCode'] },
  Commodity: { required: 'yes', holds: "'Electric' or 'Natural Gas' (also 'Electricity', 'Gas', 1, 2)", alsoNamed: [] },
  CompanyId: { required: 'one of the two', holds: "the company's id (a UUID)", alsoNamed: [] },
  CompanyName: { required: 'one of the two', holds: 'legal name; a company not known yet is created', alsoNamed: ['Company Name', 'LegalName', 'Associated Legal Name'] },
  LicenseNumber: { required: 'yes', holds: 'unique per state and commodity', alsoNamed: ['License Number', 'LicenseNo'] },
  LicenseType: { required: 'yes', holds: "e.g. 'Supplier', 'Broker', 'Aggregator'", alsoNamed: ['License Type'] },
  LicenseStatus: { required: 'no', holds: "e.g. 'Active' (default for a new license)", alsoNamed: ['License Status', 'Status'] },
  LicenseRegisteredDate: { required: 'no', holds: 'yyyy-mm-dd or mm/dd/yyyy', alsoNamed: ['Date Issued', 'RegisteredDate', 'StartDate'] },
  LicenseExpiryDate: { required: 'no', holds: 'yyyy-mm-dd or mm/dd/yyyy; a later date than before is a Renewal', alsoNamed: ['Expiry Date', 'EndDate'] },
  SourceUrl: { required: 'no', holds: "the regulator's page", alsoNamed: ['Source URL'] },
};

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

const ALIASES: Record<string, Column> = {
  state: 'State', statecode: 'State', statename: 'State',
  commodity: 'Commodity',
  companyid: 'CompanyId',
  companyname: 'CompanyName', legalname: 'CompanyName', associatedlegalname: 'CompanyName',
  licensenumber: 'LicenseNumber', licenseno: 'LicenseNumber',
  licensetype: 'LicenseType',
  licensestatus: 'LicenseStatus', status: 'LicenseStatus',
  licenseregistereddate: 'LicenseRegisteredDate', registereddate: 'LicenseRegisteredDate', startdate: 'LicenseRegisteredDate',
  dateissued: 'LicenseRegisteredDate', issueddate: 'LicenseRegisteredDate',
  licenseexpirydate: 'LicenseExpiryDate', expirydate: 'LicenseExpiryDate', enddate: 'LicenseExpiryDate',
  sourceurl: 'SourceUrl',
};

/**
 * One license to add or update: the columns as a licenses file names them, the line of the file it came from, and
 * what a regulator's directory says of its company besides (a DBA, an address, a website), written onto the company.
 */
export type LicenseFileRow = Partial<Record<Column, string>> & { line?: number; company?: CompanyFacts };

/** A source's facts about a license's company; each is added only where the company lacks it. */
export interface CompanyFacts {
  /** Names the company does business as. */
  aliases: string[];
  address: { street: string; city: string | null; stateCode: string | null; zip: string | null } | null;
  /** The website's domain ('chariotenergy.com'): the company's e-mail domain when it has none. */
  domain: string | null;
}

export class IngestFormatError extends Error {}

/**
 * Which header feeds each column. Two headers may name one column (the export has both 'Company Name' and
 * 'Associated Legal Name', the name on the license): the column's own name wins, then the first header.
 */
function columnsOf(header: string[]): (Column | undefined)[] {
  const names = header.map(normalize);
  const chosen = new Map<Column, number>();
  names.forEach((name, i) => {
    const column = ALIASES[name];
    if (!column) return;
    const taken = chosen.get(column);
    if (taken === undefined || (name === normalize(column) && names[taken] !== normalize(column))) chosen.set(column, i);
  });
  const columns: (Column | undefined)[] = header.map(() => undefined);
  for (const [column, i] of chosen) columns[i] = column;
  return columns;
}

export function parseLicenseFile(text: string): LicenseFileRow[] {
  const [header, ...records] = readLicenseCsv(text);
  if (!header) throw new IngestFormatError('The file is empty.');
  const columns = columnsOf(header.cells);
  for (const required of ['State', 'Commodity', 'LicenseNumber', 'LicenseType'] as const) {
    if (!columns.includes(required)) throw new IngestFormatError(`Missing column ${required}. Expected: ${LICENSE_FILE_COLUMNS.join(', ')}.`);
  }
  if (!columns.includes('CompanyId') && !columns.includes('CompanyName')) {
    throw new IngestFormatError('Missing column CompanyId or CompanyName.');
  }
  return records.filter(({ cells }) => !(cells.length === 1 && cells[0].trim() === '')).map(({ cells, line }) => {
    const row: LicenseFileRow = { line };
    columns.forEach((column, i) => {
      const value = cells[i]?.trim();
      if (column && value) row[column] = value;
    });
    return row;
  });
}

/** The file's records with their lines (csv-parse, as the offer sources read theirs); text that is not CSV is a 400. */
export function readLicenseCsv(text: string): CsvRecord[] {
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new IngestFormatError(error.message);
    throw error;
  }
}

/** A state by code or by name ('RI', 'ri', 'Rhode Island'), as the states table knows it; null when unknown. */
async function stateCodeOf(db: Db, value: string): Promise<string | null> {
  const { rows } = await db.query<{ code: string }>(
    'select code from states where code = upper($1) or lower(name) = lower($1) limit 1', [value.replace(/\s+/g, ' ')],
  );
  return rows[0]?.code ?? null;
}

export type { IngestReport };

function commodityOf(value: string): 'Electric' | 'Natural Gas' | null {
  const v = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (['electric', 'electricity', '1', 'e'].includes(v)) return 'Electric';
  if (['naturalgas', 'gas', 'natgas', '2', 'g'].includes(v)) return 'Natural Gas';
  return null;
}

function dayOf(value: string | undefined, column: string): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1].padStart(2, '0'), us[2].padStart(2, '0')] : [];
  const date = y ? new Date(`${y}-${m}-${d}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || isoDay(date) !== `${y}-${m}-${d}`) throw new Error(`${column} '${value}' is not a date (yyyy-mm-dd or mm/dd/yyyy).`);
  // Year 0001 is the source systems' "no date" placeholder (spec 1 §5): the date is unknown, not 2,000 years old.
  if (y === '0001') return null;
  return `${y}-${m}-${d}`;
}

/**
 * The export writes a license type as the screens show it ('Broker|n/a' reads 'Broker'): a file that says what the
 * screens say keeps the stored type, so an exported file ingests without changing it.
 */
function sameLicenseType(stored: string, given: string): string {
  return formatLicenseType(stored) === formatLicenseType(given) ? stored : given;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Company {
  id: string;
  legalName: string;
}

/** The company a row names, if it exists (by id, or by legal name case-insensitively). */
async function findCompany(db: Db, row: LicenseFileRow): Promise<Company | null> {
  if (row.CompanyId) {
    if (!UUID.test(row.CompanyId)) throw new Error(`CompanyId '${row.CompanyId}' is not a company id.`);
    const { rows } = await db.query<Company>('select id::text, legal_name as "legalName" from companies where id = $1', [row.CompanyId]);
    if (!rows[0]) throw new Error(`No company with id ${row.CompanyId}.`);
    return rows[0];
  }
  const { rows } = await db.query<Company>(
    'select id::text, legal_name as "legalName" from companies where lower(legal_name) = lower($1) order by created_at limit 1',
    [row.CompanyName!],
  );
  return rows[0] ?? null;
}

/** The row's company; one named but not known yet is created. */
async function companyFor(db: Db, row: LicenseFileRow): Promise<Company> {
  const found = await findCompany(db, row);
  if (found) return found;
  const type = row.LicenseType === 'Supplier' ? 'supplier' : 'broker';
  const created = await db.query<Company>(
    `insert into companies (id, legal_name, company_type) values (gen_random_uuid(), $1, $2) returning id::text, legal_name as "legalName"`,
    [row.CompanyName!, type],
  );
  return created.rows[0];
}

/**
 * Whether the row speaks of the company that holds the license: the same id, or (by name) its legal name, the name
 * on the license or one of its aliases.
 */
async function isHolder(db: Db, row: LicenseFileRow, holder: { id: number; companyId: string }): Promise<boolean> {
  const company = await findCompany(db, row);
  if (company) return company.id === holder.companyId;
  const { rows } = await db.query(
    `select 1 from licenses l where l.id = $1 and lower(l.associated_legal_name) = lower($2)
     union all
     select 1 from aliases a where a.company_id = $3 and lower(a.alias_name) = lower($2)`,
    [holder.id, row.CompanyName!, holder.companyId],
  );
  return rows.length > 0;
}

/**
 * What a directory says of a license's company, added where the company lacks it: a DBA not yet its name or alias, an
 * address not yet on file for the license's state, a domain where it has none. Curated data is never overwritten.
 */
async function addCompanyFacts(db: Db, companyId: string, licenseState: string, facts: CompanyFacts): Promise<void> {
  await db.transaction(async (tx) => {
    for (const alias of facts.aliases) {
      await tx.query(
        `insert into aliases (company_id, alias_name, alias_type)
         select $1, $2, 'DBA'
          where not exists (select 1 from companies where id = $1 and legal_name_lc = lower($2))
            and not exists (select 1 from aliases where company_id = $1 and alias_name_lc = lower($2))`,
        [companyId, alias],
      );
    }
    const { address } = facts;
    if (address) {
      await tx.query(
        `insert into addresses (company_id, license_state_code, contact_address, contact_city, state_code, contact_zip)
         select $1, $2, $3, $4, $5, $6
          where not exists (select 1 from addresses where company_id = $1 and license_state_code = $2
                                                      and lower(contact_address) = lower($3) and contact_zip is not distinct from $6)`,
        [companyId, licenseState, address.street, address.city, address.stateCode, address.zip],
      );
    }
    if (facts.domain) await tx.query('update companies set email_domain = $2 where id = $1 and email_domain is null', [companyId, facts.domain]);
  });
}

/** A license number is unique per state and commodity (migration 011): a second company cannot hold it. */
function heldByAnother(number: string, state: string, commodity: string, holder: Company): Error {
  return new Error(
    `License number ${number} (${state}, ${commodity}) already belongs to ${holder.legalName} (${holder.id}): ` +
    'a license number is unique per state and commodity. Correct the number or the company.',
  );
}

const UNIQUE_VIOLATION = '23505';

/**
 * Adds or updates licenses from a licenses file and records their events: a license not seen before is
 * New, a license whose expiry date moved later is a Renewal, and a changed license already inside a
 * follower's expiry window gets its Expiry notice at once (the schedule catches the rest).
 */
export async function ingestLicenses(db: Db, bus: NotificationBus, rows: LicenseFileRow[], today = isoDay(new Date())): Promise<IngestReport> {
  const report: IngestReport = { added: 0, renewed: 0, updated: 0, notifications: 0, emails: 0, errors: [], licenses: [] };
  const touched: number[] = [];
  for (const [index, row] of rows.entries()) {
    // Where the row starts in its file (a quoted line break makes one row two lines); rows made by hand count from 2.
    const line = row.line ?? index + 2;
    try {
      const state = row.State ? await stateCodeOf(db, row.State) : null;
      const commodity = row.Commodity ? commodityOf(row.Commodity) : null;
      if (!state) throw new Error(`State '${row.State ?? ''}' is not a state we know: give its two-letter code or its full name ('RI' or 'Rhode Island').`);
      if (!commodity) throw new Error(`Commodity '${row.Commodity ?? ''}' is not Electric or Natural Gas.`);
      if (!row.LicenseNumber) throw new Error('LicenseNumber is empty.');
      const licenseType = row.LicenseType;
      if (!licenseType) throw new Error('LicenseType is empty.');
      if (!row.CompanyId && !row.CompanyName) throw new Error('CompanyId or CompanyName is required.');
      const registered = dayOf(row.LicenseRegisteredDate, 'LicenseRegisteredDate');
      const expiry = dayOf(row.LicenseExpiryDate, 'LicenseExpiryDate');

      const existing = await db.query<{ id: number; expiry: string | null; companyId: string; legalName: string; licenseType: string }>(
        `select l.id, l.license_expiry_date::text as expiry, l.company_id::text as "companyId", c.legal_name as "legalName",
                l.license_type as "licenseType"
           from licenses l join companies c on c.id = l.company_id
          where l.is_latest and l.state_code = $1 and l.commodity = $2 and lower(l.license_number) = lower($3)
          order by l.id limit 1`,
        [state, commodity, row.LicenseNumber],
      );
      const holder = existing.rows[0];
      if (holder && !(await isHolder(db, row, holder))) {
        throw heldByAnother(row.LicenseNumber, state, commodity, { id: holder.companyId, legalName: holder.legalName });
      }
      let result;
      let companyId: string;
      if (!holder) {
        const company = await companyFor(db, row);
        companyId = company.id;
        // Without a registration date the license stays undated ('N/A'), not "issued today".
        // The license and its history in one transaction (issue 36): both or neither.
        const id = await db.transaction(async (tx) => {
          const inserted = await tx.query<{ id: number }>(
            `insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_registered_date,
                                   license_expiry_date, license_type, license_status, last_found_on, source_file_date, source_url)
             values ($1, $2, $3, $4, $5, $6::date, $7, $8, coalesce($9, 'Active'), $10, $10, $11)
             returning id`,
            [state, company.id, company.legalName, commodity, row.LicenseNumber, registered, expiry, row.LicenseType, row.LicenseStatus ?? null, today, row.SourceUrl ?? null],
          );
          await recordNewLicense(tx, inserted.rows[0].id, { registered, expiry, firstSeen: today });
          return inserted.rows[0].id;
        }).catch(async (error: unknown) => {
          // Another writer added the number between our look-up and this insert.
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          const { rows: [other] } = await db.query<Company>(
            `select c.id::text, c.legal_name as "legalName" from licenses l join companies c on c.id = l.company_id
              where l.is_latest and l.state_code = $1 and l.commodity = $2 and lower(l.license_number) = lower($3)`,
            [state, commodity, row.LicenseNumber],
          );
          throw other ? heldByAnother(row.LicenseNumber!, state, commodity, other) : error;
        });
        report.added += 1;
        report.licenses.push({ line, licenseId: id, companyId: company.id, change: 'added' });
        touched.push(id);
        result = await recordLicenseEvent(db, bus, { licenseId: id, eventType: 'New', eventKey: String(id) });
      } else {
        const { id, expiry: before } = holder;
        companyId = holder.companyId;
        const renewed = Boolean(expiry && (!before || expiry > before));
        await db.transaction(async (tx) => {
          await tx.query(
            `update licenses set license_expiry_date = coalesce($2::date, license_expiry_date), license_type = $3,
                    license_status = coalesce($4, license_status), last_found_on = $5, source_file_date = $5,
                    source_url = coalesce($6, source_url), license_registered_date = coalesce(license_registered_date, $7::date)
              where id = $1`,
            [id, expiry, sameLicenseType(holder.licenseType, licenseType), row.LicenseStatus ?? null, today, row.SourceUrl ?? null, registered],
          );
          if (renewed) await recordRenewal(tx, id, { expiry: expiry!, today });
        });
        touched.push(id);
        report.licenses.push({ line, licenseId: id, companyId, change: renewed ? 'renewed' : 'updated' });
        if (expiry && renewed) {
          report.renewed += 1;
          result = await recordLicenseEvent(db, bus, { licenseId: id, eventType: 'Renewal', eventKey: expiry });
        } else report.updated += 1;
      }
      if (row.company) await addCompanyFacts(db, companyId, state, row.company);
      if (result) {
        report.notifications += result.notificationIds.length;
        report.emails += result.emails;
      }
    } catch (error) {
      // A database outage is not a bad line: the whole request answers 503 and can be sent again.
      if (isDatabaseUnavailable(error)) throw error;
      report.errors.push({ line, message: (error as Error).message });
    }
  }
  if (touched.length > 0) {
    const expiring = await checkExpiries(db, bus, today, touched);
    report.notifications += expiring.notificationIds.length;
    report.emails += expiring.emails;
  }
  return report;
}
