import { withHostEvents } from '../../core/events/withHostEvents';
import { PricingChart, type PricingChartProps } from './PricingChart';

/* The four charts of the Pricing screen (spec 2 §2). Each has its own element folder; the Pricing screen lays all four out. */

export type PriceTrendChartProps = PricingChartProps;

/** 'Price Trend Chart' (spec 2 §2): weekly prices of the four fixed suppliers and the client's own over the effective window. */
export const PriceTrendChart = withHostEvents('insights-price-trend-chart', function PriceTrendChart(props: PriceTrendChartProps) {
  return <PricingChart kind="pricingtrend" title="Price Trend Chart" xLegend="Effective date" {...props} />;
});

export type PriceTrendOverviewChartProps = PricingChartProps;

/** 'Price Trend Overview Chart' (spec 2 §2): weekly prices of every supplier in the market (canvas: 26+ lines). */
export const PriceTrendOverviewChart = withHostEvents('insights-price-trend-overview-chart', function PriceTrendOverviewChart(props: PriceTrendOverviewChartProps) {
  return <PricingChart kind="pricingrange" title="Price Trend Overview Chart" xLegend="Effective date" renderer="canvas" {...props} />;
});

export type ForwardCurveChartProps = PricingChartProps;

/** 'Forward Curve Chart' (spec 2 §2): forward prices per contract start month of the four fixed suppliers and the client's own. */
export const ForwardCurveChart = withHostEvents('insights-forward-curve-chart', function ForwardCurveChart(props: ForwardCurveChartProps) {
  return <PricingChart kind="forwardcurve" title="Forward Curve Chart" xLegend="Contract start (month/year)" {...props} />;
});

export type ForwardCurveOverviewChartProps = PricingChartProps;

/** 'Forward Curve Overview Chart' (spec 2 §2): forward prices of every supplier in the market (canvas: 26+ lines). */
export const ForwardCurveOverviewChart = withHostEvents('insights-forward-curve-overview-chart', function ForwardCurveOverviewChart(props: ForwardCurveOverviewChartProps) {
  return <PricingChart kind="forwardrange" title="Forward Curve Overview Chart" xLegend="Contract start (month/year)" renderer="canvas" {...props} />;
});
