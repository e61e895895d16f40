export { ForwardCurveOverviewChart, type ForwardCurveOverviewChartProps } from '../shared/pricingCharts';
