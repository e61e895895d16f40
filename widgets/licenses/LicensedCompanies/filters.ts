import { LICENSED_COMPANY_PAGE_SIZES } from '../../../contract/licensedCompanies/endpoints';
import type { LicensedCompanyFilters } from '../../core/api/licensedCompanies';

/** Spec 1 §9: licensed companies page sizes, default 50 (the server's limits come from the same list). */
export const PAGE_SIZES = LICENSED_COMPANY_PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** Spec 1 §5: the filter buttons stay disabled until at least one filter is set. */
export function hasAnyFilter(filters: LicensedCompanyFilters): boolean {
  return Boolean(filters.company || filters.state || filters.commodity || filters.licenseType);
}

/** Spec 1 §5: page numbers are positive integers; anything else falls back to the nearest valid page. */
export function clampPage(value: number, pageCount: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, pageCount));
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
