import type { HostFilters } from './hostEvents';

/** A value a screen's filter field holds, as the host hears it: an option object must be named by its fields first. */
export type FilterFieldValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * A screen's filter set as the strings of `insights-filters-change`: empty fields left out, lists joined with commas.
 * Typed to plain values so that a chosen option object can never become '[object Object]'.
 */
export function filterRecord<T extends { readonly [K in keyof T]: FilterFieldValue }>(filters: T): HostFilters {
  const values: HostFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    values[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return values;
}
