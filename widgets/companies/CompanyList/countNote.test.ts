import { describe, expect, it } from 'vitest';
import { companyCountNote } from './countNote';
import { INITIAL_STATE } from './listState';

const summary = [
  { state: 'PA', stateName: 'Pennsylvania', abc: 595, supplier: 210, totalLicenses: 805, gas: 300, electric: 505 },
  { state: 'TX', stateName: 'Texas', abc: 1, supplier: 0, totalLicenses: 1, gas: 0, electric: 1 },
];

describe('companyCountNote', () => {
  it("names the license count Home showed for a drill-down, so 595 on Home and 475 here agree", () => {
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'PA', licenseType: 'ABC' }, 475, summary))
      .toBe('475 companies hold the 595 ABC licenses in Pennsylvania');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'PA' }, 600, summary))
      .toBe('600 companies hold the 805 licenses in Pennsylvania');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'TX', licenseType: 'ABC' }, 1, summary))
      .toBe('1 company holds the 1 ABC license in Texas');
  });

  it('counts only companies when the list is not a Home drill-down', () => {
    expect(companyCountNote(INITIAL_STATE, 1234, summary)).toBe('1,234 companies');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'PA', search: 'energy' }, 12, summary)).toBe('12 companies');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'PA', commodity: 1 }, 12, summary)).toBe('12 companies');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'NY' }, 12, summary)).toBe('12 companies');
    expect(companyCountNote({ ...INITIAL_STATE, stateCode: 'PA' }, 12, undefined)).toBe('12 companies');
  });
});
