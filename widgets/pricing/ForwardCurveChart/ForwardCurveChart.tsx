export { ForwardCurveChart, type ForwardCurveChartProps } from '../shared/pricingCharts';
