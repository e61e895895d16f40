import type { ChartKind } from '../../core/api/pricing';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { ChartPanel } from './ChartPanel';
import { PriceLineChart } from './PriceLineChart';
import { usePricingChart, type PricingChartInput } from './usePricingChart';

export type PricingChartProps = PricingChartInput;

/** One of the Pricing screen's four line charts, usable on its own (an intranet can embed just one). */
export function PricingChart({ kind, title, xLegend, ...input }: PricingChartProps & {
  kind: Exclude<ChartKind, 'priceranking'>;
  title: string;
  xLegend: string;
}) {
  const chart = usePricingChart(kind, input);
  return (
    <WidgetFrame label={title}>
      <ChartPanel title={title} {...chart}>
        {(model) => <PriceLineChart model={model} xLegend={xLegend} />}
      </ChartPanel>
    </WidgetFrame>
  );
}
