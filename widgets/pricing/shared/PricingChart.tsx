import { useMemo } from 'react';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { emptyForm } from '../logic/cascade';
import type { ChartKind } from '../logic/constants';
import type { PricingForm } from '../logic/types';
import { ChartPanel } from './ChartPanel';
import { PriceLineChart } from './PriceLineChart';
import { useChartData } from './useChartData';
import { usePricingCaller } from '../../core/api/usePricingCaller';

/** What a chart shows when its host gives no filters: the default market, ERCOT, in Texas. */
export const DEFAULT_CHART_FILTERS: PricingForm = { ...emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), state: 'TX' };

export interface PricingChartProps {
  /** The applied filters (the Pricing screen's); missing fields take the defaults; null = not applied yet (wait). */
  filters?: Partial<PricingForm> | null;
  /** 'View as' client of a super admin. */
  viewAs?: string | null;
  /** Changes on every Apply: the chart clears and fetches again. */
  applyId?: number;
}

/** One of the Pricing screen's four line charts, usable on its own (an intranet can embed just one). */
export function PricingChart({ kind, title, xLegend, filters, viewAs, applyId = 0 }: PricingChartProps & {
  kind: Exclude<ChartKind, 'priceranking'>;
  title: string;
  xLegend: string;
}) {
  const { caller, clientId, tokenError } = usePricingCaller(viewAs);
  const applied = useMemo(() => (filters === null ? null : { ...DEFAULT_CHART_FILTERS, ...filters }), [filters]);
  const chart = useChartData(kind, caller, applied, clientId, applyId);
  return (
    <WidgetFrame label={title}>
      <ChartPanel title={title} {...chart} error={tokenError ?? chart.error}>
        {(model) => <PriceLineChart model={model} xLegend={xLegend} />}
      </ChartPanel>
    </WidgetFrame>
  );
}
