import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useEffect, useRef, useState } from 'react';
import { licensedCompanyQueries, type LicensedCompanyName } from '../../core/api/licensedCompanies';
import { useApiContext } from '../../core/api/queryScope';

/** At most one request per this many ms while the user types; the first keystroke after a pause asks at once. */
export const COMPANY_SEARCH_INTERVAL_MS = 100;

/**
 * `value` as it changes, at most once per `intervalMs`: a change after a quiet spell passes at once (the first
 * keystroke is answered without waiting), changes in quick succession wait, and the last one always passes.
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [passed, setPassed] = useState(value);
  const lastPass = useRef(0);
  useEffect(() => {
    const wait = lastPass.current + intervalMs - Date.now();
    const pass = () => {
      lastPass.current = Date.now();
      setPassed(value);
    };
    if (wait <= 0) {
      pass();
      return undefined;
    }
    const timer = setTimeout(pass, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return passed;
}

/**
 * The Company select of the licensed-companies page at any scale: the server's first 50 names for what the user
 * typed (thousands of companies never travel at once). The chosen company stays chosen when it is not among them,
 * and heads the list while nothing is typed.
 */
export function useCompanyPicker(chosen: LicensedCompanyName | undefined) {
  const ctx = useApiContext();
  const [typed, setTyped] = useState('');
  const search = useThrottledValue(typed.trim(), COMPANY_SEARCH_INTERVAL_MS);
  const page = useQuery({ ...licensedCompanyQueries.nameSearch(ctx, search), placeholderData: keepPreviousData });
  const names = page.data?.names ?? [];
  const options = chosen && search === '' && !names.some((n) => n.id === chosen.id) ? [chosen, ...names] : names;
  return {
    options,
    hasMore: page.data?.hasMore ?? false,
    searching: page.isFetching || search !== typed.trim(),
    onSearchChange: setTyped,
  };
}
