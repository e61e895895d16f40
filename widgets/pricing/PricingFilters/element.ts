import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { PricingFilters } from './PricingFilters';

export const PRICING_FILTERS_TAG = 'insights-pricing-filters';

defineWidget(PRICING_FILTERS_TAG, PricingFilters, {
  description: "The pricing filter form on its own, for hosts that draw the charts themselves.",
  attributeDocs: {
    variant: "`pricing` (default) or `ranking`: which fields the form shows.",
  },
  eventDocs: {
    onApply: "Fired after each valid Apply or chip removal; `detail` is the applied filters, ready for a chart's `filters` property.",
  },
  props: { variant: 'string' }, events: ['onApply'],
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change'],
  parts: partDocs('frame', 'filters'),
});
