import { describe, expect, it } from 'vitest';
import { companyTypeLabel, licenseCountText, matchText, resultLabel } from './resultText';

describe('global search result texts', () => {
  it('names the company type as the company list does', () => {
    expect(companyTypeLabel('supplier')).toBe('Supplier');
    expect(companyTypeLabel('aggregator')).toBe('Aggregator');
    expect(companyTypeLabel('other')).toBe('other');
  });

  it('counts licenses in the singular and the plural', () => {
    expect(licenseCountText(1)).toBe('1 license');
    expect(licenseCountText(0)).toBe('0 licenses');
    expect(licenseCountText(1234)).toBe('1,234 licenses');
  });

  it('says what matched, and only the field when the value is premium and withheld', () => {
    expect(matchText(undefined)).toBe('');
    expect(matchText({ field: 'licenseNumber', text: '10187' })).toBe('License 10187');
    expect(matchText({ field: 'DBA', text: 'Northwind Power' })).toBe('Doing business as Northwind Power');
    // The company list's note under a searched row says the same (CompanyList/MatchNote.tsx).
    expect(matchText({ field: 'FKA', text: 'Lone Star Energy Management Corp.' })).toBe('Formerly known as Lone Star Energy Management Corp.');
    expect(matchText({ field: 'licenseNumber', text: '' })).toBe('License matches');
  });

  it('reads a result as name, type, license count and match', () => {
    const base = { id: 'x', legalName: 'Northwind Energy LLC', companyType: 'supplier' as const, licenseCount: 3, contactCount: 0, licenseType: 'Supplier', isSubscribe: false };
    expect(resultLabel(base)).toBe('Northwind Energy LLC, Supplier, 3 licenses');
    expect(resultLabel({ ...base, matchedBy: { field: 'emailDomain', text: 'northwind.com' } })).toBe('Northwind Energy LLC, Supplier, 3 licenses, Domain northwind.com');
  });
});
