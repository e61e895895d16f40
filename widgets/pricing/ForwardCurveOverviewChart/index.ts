export { ForwardCurveOverviewChart, type ForwardCurveOverviewChartProps } from './ForwardCurveOverviewChart';
