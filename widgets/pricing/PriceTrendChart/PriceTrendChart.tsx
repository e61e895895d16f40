import { PricingChart, type PricingChartProps } from '../shared/PricingChart';

export type PriceTrendChartProps = PricingChartProps;

/** 'Price Trend Chart' (spec 2 §2): weekly prices of the four fixed suppliers and the client's own over the effective window. */
export function PriceTrendChart(props: PriceTrendChartProps) {
  return <PricingChart kind="pricingtrend" title="Price Trend Chart" xLegend="Effective date" {...props} />;
}
