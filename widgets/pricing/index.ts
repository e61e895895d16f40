/** @insights/widgets/pricing — Pricing: filters, charts, the pricing and ranking screens. Only this area's code (and the shared core) comes with it. */
export { PricingScreen, type PricingScreenProps } from './PricingScreen';
export { RankingScreen, type RankingScreenProps } from './RankingScreen';
export { PricingFilters, type PricingFiltersProps } from './PricingFilters';
export { PriceTrendChart, type PriceTrendChartProps } from './PriceTrendChart';
export { PriceTrendOverviewChart, type PriceTrendOverviewChartProps } from './PriceTrendOverviewChart';
export { ForwardCurveChart, type ForwardCurveChartProps } from './ForwardCurveChart';
export { ForwardCurveOverviewChart, type ForwardCurveOverviewChartProps } from './ForwardCurveOverviewChart';
export { pricingUrlParams, PRICING_URL_KEYS, type PricingUrlParams, type PricingUrlKey } from './logic/urlFilters';
