export { ForwardCurveChart, type ForwardCurveChartProps } from './ForwardCurveChart';
