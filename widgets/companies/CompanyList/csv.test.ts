import { describe, expect, it } from 'vitest';
import { companiesCsv } from './csv';
import type { Company } from '../../core/api/companies';

const company = (patch: Partial<Company>): Company => ({
  id: 'c1', legalName: 'Acme Power', emailDomain: 'acme.test', companyType: 'supplier', contactCount: 3, licenseCount: 12,
  licenseType: 'ABC, Supplier', isSubscribe: true, ...patch,
});

describe('companiesCsv', () => {
  it('writes a BOM, the header and one quoted-when-needed row per company', () => {
    expect(companiesCsv([company({})])).toBe(
      '\uFEFFCompany,Domain,Company Type,License Type,Licenses,Contacts,Following\r\n' +
        'Acme Power,acme.test,Supplier,"ABC, Supplier",12,3,Yes\r\n',
    );
  });

  it('writes Company Type as the table shows it, not the wire value', () => {
    for (const [wire, shown] of [['aggregator', 'Aggregator'], ['broker', 'Broker'], ['supplier', 'Supplier']] as const) {
      expect(companiesCsv([company({ companyType: wire })]).split('\r\n')[1].split(',')[2]).toBe(shown);
    }
  });

  it('neutralises formula cells (= + - @ tab CR) and quotes commas and quotes', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = companiesCsv([company({ legalName: `${start}SUM(A1)` })]).split('\r\n')[1].split(',')[0];
      expect(cell.replace(/^"|"$/g, '')).toBe(`'${start}SUM(A1)`);
    }
    expect(companiesCsv([company({ legalName: 'Acme, "Power" LLC' })]).split('\r\n')[1]).toMatch(/^"Acme, ""Power"" LLC",/);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = companiesCsv([company({ legalName: '=HYPERLINK("x")', emailDomain: null, isSubscribe: false })]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",,Supplier,"ABC, Supplier",12,3,No`);
  });
});
