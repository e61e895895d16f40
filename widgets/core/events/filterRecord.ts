import type { HostFilters } from './hostEvents';

/** A screen's filter set as the strings of `insights-filters-change`: empty fields left out, lists joined with commas. */
export function filterRecord(filters: object): HostFilters {
  const values: HostFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    values[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return values;
}
