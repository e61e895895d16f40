import { PricingChart, type PricingChartProps } from '../shared/PricingChart';

export type ForwardCurveOverviewChartProps = PricingChartProps;

/** 'Forward Curve Overview Chart' (spec 2 §2): forward prices of every supplier in the market. */
export function ForwardCurveOverviewChart(props: ForwardCurveOverviewChartProps) {
  return <PricingChart kind="forwardrange" title="Forward Curve Overview Chart" xLegend="Contract start (month/year)" {...props} />;
}
