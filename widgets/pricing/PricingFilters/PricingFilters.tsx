import { WidgetFrame } from '../../core/ui/WidgetFrame';
import type { FormVariant, PricingForm } from '../logic/types';
import { PricingFiltersView } from '../shared/PricingFiltersView';
import { usePricingFilters } from './usePricingFilters';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

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
export const PricingFilters = withHostEvents('insights-pricing-filters', function PricingFilters({ variant = 'pricing', onApply }: PricingFiltersProps) {
  const { state, dispatch } = usePricingFilters(onApply);
  useReportReady(state.options.markets !== null);
  return (
    <WidgetFrame label="Pricing filters">
      <PricingFiltersView state={state} dispatch={dispatch} variant={variant} />
    </WidgetFrame>
  );
});
