import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useInsights } from './context';
import { buildPath, type QueryValue } from './routes';
import { useHostEvents } from '../events/HostEventsContext';

export interface UrlListStateOptions<Params, State> {
  /** The host's URL parameters (props of the widget). */
  params: Params;
  /** What of `params` counts: when it changes (a link, back/forward), the state is read from `params` again. */
  paramsKey: string;
  fromParams: (params: Params) => State;
  toQuery: (state: State) => Record<string, QueryValue>;
  /** Route template of the screen (e.g. routes.companies). */
  route: string;
  /** Write the state into the URL through the host's `navigate`. */
  syncUrl: boolean;
}

/**
 * A list screen's state (page, search, filters, sort) kept in the URL: new host parameters replace it, and every
 * change navigates to the URL that describes it (unless the URL already says so). The search box text (for a state
 * with a `search`) is kept apart, so typing does not search until the user submits.
 */
/** A state's search text ('' for a state without one). */
const searchOf = (state: object): string => ('search' in state && typeof state.search === 'string' ? state.search : '');

export function useUrlListState<Params, State extends object>(options: UrlListStateOptions<Params, State>) {
  const { params, paramsKey, fromParams } = options;
  const { navigate } = useInsights();
  const events = useHostEvents();
  const [state, setState] = useState<State>(() => fromParams(params));
  const [searchText, setSearchText] = useState(searchOf(state));

  // New URL parameters from the host replace the state: adjusted during render, not in an effect.
  const [shownKey, setShownKey] = useState(paramsKey);
  if (shownKey !== paramsKey) {
    setShownKey(paramsKey);
    const next = fromParams(params);
    setState(next);
    setSearchText(searchOf(next));
  }

  const latest = useRef({ ...options, navigate, hostEvents: events });
  useLayoutEffect(() => {
    latest.current = { ...options, navigate, hostEvents: events };
  });

  const update = useCallback((next: State) => {
    setState(next);
    const { syncUrl, navigate: go, route, toQuery, fromParams: read, params: current, hostEvents } = latest.current;
    const query = toQuery(next);
    const url = buildPath(route, {}, query);
    const filters: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') filters[key] = String(value);
    hostEvents.emit('insights-filters-change', { filters });
    if (!syncUrl || !go) return;
    if (url !== buildPath(route, {}, toQuery(read(current)))) go(url);
  }, []);

  return { state, update, searchText, setSearchText };
}
