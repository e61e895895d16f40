export { PriceTrendOverviewChart, type PriceTrendOverviewChartProps } from '../shared/pricingCharts';
