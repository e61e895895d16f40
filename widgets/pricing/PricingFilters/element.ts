import { defineWidget } from '../../core/element/defineWidget';
import { PricingFilters } from './PricingFilters';

export const PRICING_FILTERS_TAG = 'insights-pricing-filters';

defineWidget(PRICING_FILTERS_TAG, PricingFilters, { props: { variant: 'string' }, events: ['onApply'] });
