import type { StateLicenseCount } from '../../core/api/licenses';

export interface LicenseSummaryTotals {
  abc: number;
  supplier: number;
  totalLicenses: number;
}

/**
 * Spec 1 §5: a row whose state, gas, electric and totalLicenses are all empty is dropped.
 * "Empty" is falsy, as the original client tested it: a row without a state and with zero counts carries nothing.
 */
export function isEmptySummaryRow(row: StateLicenseCount): boolean {
  return !row.state && !row.gas && !row.electric && !row.totalLicenses;
}

export function visibleSummaryRows(rows: StateLicenseCount[]): StateLicenseCount[] {
  return rows.filter((row) => !isEmptySummaryRow(row));
}

export function summaryTotals(rows: StateLicenseCount[]): LicenseSummaryTotals {
  return rows.reduce<LicenseSummaryTotals>(
    (sum, row) => ({
      abc: sum.abc + (row.abc ?? 0),
      supplier: sum.supplier + (row.supplier ?? 0),
      totalLicenses: sum.totalLicenses + (row.totalLicenses ?? 0),
    }),
    { abc: 0, supplier: 0, totalLicenses: 0 },
  );
}
