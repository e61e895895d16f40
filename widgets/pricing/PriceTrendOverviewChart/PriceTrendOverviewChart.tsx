import { PricingChart, type PricingChartProps } from '../shared/PricingChart';

export type PriceTrendOverviewChartProps = PricingChartProps;

/** 'Price Trend Overview Chart' (spec 2 §2): weekly prices of every supplier in the market. */
export function PriceTrendOverviewChart(props: PriceTrendOverviewChartProps) {
  return <PricingChart kind="pricingrange" title="Price Trend Overview Chart" xLegend="Effective date" {...props} />;
}
