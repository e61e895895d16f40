export { PriceTrendChart, type PriceTrendChartProps } from './PriceTrendChart';
