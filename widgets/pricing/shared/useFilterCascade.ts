import { startTransition, useEffect, useReducer, useRef } from 'react';
import {
  getBillingMethods, getLoadProfiles, getLoadZones, getMarkets, getRateClasses, getStatesByMarket, getUtilities,
  type PricingCaller,
} from '../../core/api/pricing';
import { LIST_FETCH_ERRORS } from '../../../contract/pricing/constants';
import { filtersReducer, initialFiltersState, nextLoads, type FiltersAction, type ListLoad } from '../logic/cascade';
import type { FiltersState } from '../logic/types';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { filterRecord } from '../../core/events/filterRecord';

export interface FiltersController {
  state: FiltersState;
  dispatch: (action: FiltersAction) => void;
}

/** Runs one list load and turns its answer into the matching action; failures are only logged (spec 2 §8). */
async function runLoad(c: PricingCaller, load: ListLoad, signal: AbortSignal): Promise<FiltersAction> {
  switch (load.list) {
    case 'markets':
      return { type: 'marketsLoaded', markets: await getMarkets(c, {}, signal) };
    case 'billingMethods':
      return { type: 'billingMethodsLoaded', billingMethods: await getBillingMethods(c, signal) };
    case 'loadProfiles':
      return { type: 'loadProfilesLoaded', loadProfiles: await getLoadProfiles(c, signal) };
    case 'states':
      return { type: 'statesLoaded', market: load.market, states: await getStatesByMarket(c, { market: load.market }, signal) };
    case 'utilities':
      return { type: 'utilitiesLoaded', state: load.state, utilities: await getUtilities(c, { states: [load.state], commodity: load.commodity }, signal) };
    case 'loadZones':
      return { type: 'loadZonesLoaded', state: load.state, loadZones: await getLoadZones(c, { state: load.state }, signal) };
    case 'rateClasses':
      return {
        type: 'rateClassesLoaded',
        utility: load.utility,
        rateClasses: await getRateClasses(c, { utility: load.utility, commodity: load.commodity }, signal),
      };
  }
}

/** The filter form's state and its cascade: every list the form still needs is fetched once the chart token is known. */
export function useFilterCascade(caller: PricingCaller | null, initial?: FiltersState): FiltersController {
  const [state, dispatch] = useReducer(filtersReducer, initial ?? initialFiltersState());
  // Each list asked for, until it is no longer wanted. An answer stays here after it arrives: it is rendered in a
  // transition, and an urgent render before that (another list failing, a keystroke) still shows the list missing.
  const asked = useRef(new Map<string, AbortController>());
  const { emit } = useHostEvents();

  // Each Apply (or removed chip) gives a new applied set: the host hears it in the form's own field names.
  useEffect(() => {
    if (state.applied) emit('insights-filters-change', { filters: filterRecord(state.applied) });
  }, [state.applied, emit]);

  useEffect(() => {
    if (!caller) return;
    const wanted = nextLoads(state);
    const wantedKeys = new Set(wanted.map((l) => JSON.stringify(l.key)));
    // A list no longer wanted (its answer rendered, or the market changed) is forgotten, and aborted if still on its
    // way (its late answer would be dropped anyway); a later need asks again.
    for (const [key, controller] of asked.current) {
      if (!wantedKeys.has(key)) {
        controller.abort();
        asked.current.delete(key);
      }
    }
    for (const load of wanted) {
      const key = JSON.stringify(load.key);
      if (asked.current.has(key)) continue;
      const controller = new AbortController();
      asked.current.set(key, controller);
      runLoad(caller, load, controller.signal).then(
        (action) => {
          if (asked.current.get(key) !== controller) return;
          // A list arriving is not urgent: rendered in a transition, the form's update is spread over short tasks
          // and gives way to typing and clicks.
          startTransition(() => dispatch(action));
        },
        (error: unknown) => {
          if (asked.current.get(key) !== controller) return;
          asked.current.delete(key);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.error(LIST_FETCH_ERRORS[load.list]);
          dispatch({ type: 'loadFailed', list: load.list });
        },
      );
    }
  }, [caller, state]);

  useEffect(() => {
    const flights = asked.current;
    return () => {
      for (const controller of flights.values()) controller.abort();
      flights.clear();
    };
  }, []);

  return { state, dispatch };
}
