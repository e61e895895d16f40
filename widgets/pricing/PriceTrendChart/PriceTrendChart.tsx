export { PriceTrendChart, type PriceTrendChartProps } from '../shared/pricingCharts';
