import { useEffect, useRef } from 'react';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import type { PricingForm } from '../logic/types';
import { useFilterCascade } from '../shared/useFilterCascade';

/** The filter form on its own: its own chart token, lists and cascade; `onApply` hears each newly applied filter set. */
export function usePricingFilters(onApply?: (filters: PricingForm) => void) {
  const { caller } = usePricingCaller();
  const controller = useFilterCascade(caller);
  const applied = controller.state.applied;
  const last = useRef<PricingForm | null>(null);
  useEffect(() => {
    if (applied && applied !== last.current) {
      last.current = applied;
      onApply?.(applied);
    }
  }, [applied, onApply]);
  return controller;
}
