export { PricingFilters, type PricingFiltersProps } from './PricingFilters';
export { PricingFiltersView, type PricingFiltersViewProps } from '../shared/PricingFiltersView';
