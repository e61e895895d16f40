import { useEffect, useRef, useState } from 'react';
import { readyForFirstFetch, type FiltersAction } from '../logic/cascade';
import type { FiltersState, FormVariant } from '../logic/types';

/**
 * Spec 2 §4: the first chart fetch runs by itself once a token, a market, its states and a specific state are
 * known. Returns the apply counter the charts key on and a function that bumps it (Apply, chip removal, View as).
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
    if (started.current || state.applied) return;
    if (readyForFirstFetch({ token, market: state.form.market, states: state.options.states, state: state.form.state })) {
      started.current = true;
      dispatch({ type: 'apply', variant });
      // Once, when the token and market lists arrive from outside (spec 2 §4): a sync with external data.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setApplyId((n) => n + 1);
    }
  }, [state, token, dispatch, variant]);
  return { applyId, bump: () => setApplyId((n) => n + 1) };
}
