import { memo } from 'react';
import type { ChartKind } from '../../core/api/pricing';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { ChartPanel } from './ChartPanel';
import type { LineRenderer } from './PriceLineChart';
import { lazyPlot } from '../../core/chart/lazyPlot';
import { usePricingChart, type PricingChartInput } from './usePricingChart';

export type PricingChartProps = PricingChartInput;

/** nivo's line chart, in a chunk of its own (the four charts share it). */
const linePlot = lazyPlot(() => import('./PriceLineChart'));

/**
 * One of the Pricing screen's four line charts, usable on its own (an intranet can embed just one). Memoised: its
 * props are the applied filters, the client and the apply counter, so a filter form update (a list arriving, a
 * field typed) does not render the four charts and their legends again.
 */
export const PricingChart = memo(function PricingChart({ kind, title, xLegend, renderer = 'svg', ...input }: PricingChartProps & {
  kind: Exclude<ChartKind, 'priceranking'>;
  title: string;
  xLegend: string;
  /** The overview charts (every supplier of the market) draw on a canvas. */
  renderer?: LineRenderer;
}) {
  const chart = usePricingChart(kind, input);
  return (
    <WidgetFrame label={title}>
      <ChartPanel title={title} legendFocus drawWhenVisible plot={linePlot} {...chart}>
        {(model, highlight) => {
          const { PriceLineChart } = linePlot.get()!;
          return <PriceLineChart model={model} xLegend={xLegend} highlight={highlight} renderer={renderer} />;
        }}
      </ChartPanel>
    </WidgetFrame>
  );
});
