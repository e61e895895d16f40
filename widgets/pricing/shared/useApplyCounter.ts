import { useEffect, useRef, useState } from 'react';
import { readyForFirstFetch, type FiltersAction } from '../logic/cascade';
import { restoreSettled } from '../logic/restore';
import type { FiltersState, FormVariant } from '../logic/types';

/**
 * Spec 2 §4: the first chart fetch runs by itself once a token, a market, its states and a specific state are
 * known (or, with filters from a URL, once they are all checked). Returns the apply counter the charts key on and a function that bumps it (Apply, chip removal, View as).
 */
export function useApplyCounter(
  state: FiltersState,
  dispatch: (action: FiltersAction) => void,
  token: string | null | undefined,
  variant: FormVariant,
) {
  const [applyId, setApplyId] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    // Filters restored from a URL are applied as soon as every value is checked, whatever the first-fetch rule says.
    const restored = Boolean(token) && restoreSettled(state);
    const first = !restored && !started.current && !state.applied && !state.pending && !state.applyWhenRestored
      && readyForFirstFetch({ token, market: state.form.market, states: state.options.states, state: state.form.state });
    if (!restored && !first) return;
    started.current = true;
    dispatch({ type: 'apply', variant });
    // Once, when the token and market lists arrive from outside (spec 2 §4): a sync with external data.
    setApplyId((n) => n + 1);
  }, [state, token, dispatch, variant]);
  return { applyId, bump: () => setApplyId((n) => n + 1) };
}
