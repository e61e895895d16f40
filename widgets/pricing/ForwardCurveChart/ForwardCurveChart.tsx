import { PricingChart, type PricingChartProps } from '../shared/PricingChart';

export type ForwardCurveChartProps = PricingChartProps;

/** 'Forward Curve Chart' (spec 2 §2): forward prices per contract start month of the four fixed suppliers and the client's own. */
export function ForwardCurveChart(props: ForwardCurveChartProps) {
  return <PricingChart kind="forwardcurve" title="Forward Curve Chart" xLegend="Contract start (month/year)" {...props} />;
}
