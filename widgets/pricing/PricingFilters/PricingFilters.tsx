import { useEffect, useRef } from 'react';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import type { FormVariant, PricingForm } from '../logic/types';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { usePricingFilters } from '../shared/usePricingFilters';
import { PricingFiltersView } from '../shared/PricingFiltersView';

export interface PricingFiltersProps {
  variant?: FormVariant;
  /** Receives the applied filters (clamped and floored) after each valid Apply or chip removal. */
  onApply?: (filters: PricingForm) => void;
}

/**
 * The filter form on its own (its own lists and cascade), for hosts that draw the charts themselves:
 * `<insights-pricing-filters>` dispatches an `apply` event whose detail is the applied filters, which a chart
 * element takes as its `filters` property.
 */
export function PricingFilters({ variant = 'pricing', onApply }: PricingFiltersProps) {
  const { caller } = usePricingCaller();
  const controller = usePricingFilters(caller);
  const applied = controller.state.applied;
  const last = useRef<PricingForm | null>(null);
  useEffect(() => {
    if (applied && applied !== last.current) {
      last.current = applied;
      onApply?.(applied);
    }
  }, [applied, onApply]);
  return (
    <WidgetFrame label="Pricing filters">
      <PricingFiltersView state={controller.state} dispatch={controller.dispatch} variant={variant} />
    </WidgetFrame>
  );
}
