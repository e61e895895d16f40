import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useInsights } from '../../core/config/context';
import { buildPath } from '../../core/config/routes';
import { filtersReducer, initialFiltersState, type FiltersAction } from '../logic/cascade';
import type { FiltersState, FormVariant } from '../logic/types';
import { filtersQuery, queryText, restoreFromUrl, urlKeysOf, type PricingUrlParams } from '../logic/urlFilters';

/** What a pricing screen takes from its host for the URL. */
export interface PricingUrlInput {
  /** The filters in the host's URL (`?market=ERCOT&state=TX&term=12`); invalid values fall back to the defaults. */
  params?: PricingUrlParams;
  /** Write each applied filter set into the URL through the host's navigate (default on). */
  syncUrl?: boolean;
  enabledWeekDays?: readonly number[];
}

export interface PricingUrlOptions {
  /** The URL's filter values as the host passes them (the screen's props). */
  params: PricingUrlParams;
  variant: FormVariant;
  /** Route of the screen in the host (`routes.pricing`, `routes.ranking`). */
  route: string;
  /** Write applied filters into the URL through the host's navigate (nothing happens without one). */
  syncUrl: boolean;
  enabledWeekDays?: readonly number[];
}

/** The host's values of this screen's fields as one text: what decides whether the host's URL changed. */
const paramsText = (params: PricingUrlParams, variant: FormVariant) =>
  queryText(Object.fromEntries(urlKeysOf(variant).map((key) => [key, params[key]?.trim()])));

/** The filter form's first state: the URL's filters on their way in, or the plain defaults. */
export function useInitialFilters(params: PricingUrlParams, variant: FormVariant, enabledWeekDays?: readonly number[]): FiltersState {
  const [initial] = useState(() => {
    const empty = initialFiltersState();
    if (paramsText(params, variant) === '') return empty;
    return filtersReducer(empty, { type: 'restore', restore: restoreFromUrl(params, variant, { today: new Date(), enabledWeekDays }) });
  });
  return initial;
}

/**
 * Keeps a pricing screen's applied filters and the host's URL in step, both ways: new URL values from the host (a
 * link, back and forward) are restored; each newly applied set is written with the host's navigate. The first
 * apply and a restored one replace the history entry (reopening /pricing must not grow the history); an Apply
 * or a removed chip adds one, so Back returns to the filters before.
 */
export function usePricingUrl(state: FiltersState, dispatch: (action: FiltersAction) => void, options: PricingUrlOptions): void {
  const { navigate } = useInsights();
  const { params, variant, route, syncUrl, enabledWeekDays } = options;
  const hostText = paramsText(params, variant);
  const latest = useRef({ hostText, navigate, syncUrl, route });
  useLayoutEffect(() => {
    latest.current = { hostText, navigate, syncUrl, route };
  });

  /** What this hook last wrote (or was started with): the host echoing it back is not a new URL. */
  const written = useRef(hostText);
  /** The next applied set comes from the URL (first load or restore): written with replace. */
  const restoring = useRef(true);

  useEffect(() => {
    if (hostText === written.current) return;
    written.current = hostText;
    restoring.current = true;
    dispatch({ type: 'restore', restore: restoreFromUrl(params, variant, { today: new Date(), enabledWeekDays }) });
    // Only a new URL restores; the other inputs are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hostText]);

  const applied = state.applied;
  useEffect(() => {
    if (!applied) return;
    const replace = restoring.current;
    restoring.current = false;
    const query = filtersQuery(applied, variant);
    const text = queryText(query);
    const host = latest.current;
    written.current = text;
    if (!host.syncUrl || !host.navigate || text === host.hostText) return;
    const url = buildPath(host.route, {}, query);
    if (replace) host.navigate(url, { replace: true });
    else host.navigate(url);
  }, [applied, variant]);
}
