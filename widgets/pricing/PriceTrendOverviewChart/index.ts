export { PriceTrendOverviewChart, type PriceTrendOverviewChartProps } from './PriceTrendOverviewChart';
