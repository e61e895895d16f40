import type { ChartKind } from '../../core/api/pricing';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { ChartPanel } from './ChartPanel';
import { PriceLineChart, type LineRenderer } from './PriceLineChart';
import { usePricingChart, type PricingChartInput } from './usePricingChart';

export type PricingChartProps = PricingChartInput;

/** One of the Pricing screen's four line charts, usable on its own (an intranet can embed just one). */
export function PricingChart({ kind, title, xLegend, renderer = 'svg', ...input }: PricingChartProps & {
  kind: Exclude<ChartKind, 'priceranking'>;
  title: string;
  xLegend: string;
  /** The overview charts (every supplier of the market) draw on a canvas. */
  renderer?: LineRenderer;
}) {
  const chart = usePricingChart(kind, input);
  return (
    <WidgetFrame label={title}>
      <ChartPanel title={title} legendFocus drawWhenVisible {...chart}>
        {(model, highlight) => <PriceLineChart model={model} xLegend={xLegend} highlight={highlight} renderer={renderer} />}
      </ChartPanel>
    </WidgetFrame>
  );
}
