import { useMemo } from 'react';
import type { ChartKind } from '../../core/api/pricing';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { emptyForm } from '../logic/cascade';
import { appliedChips, type Chip } from '../logic/chips';
import type { PricingForm } from '../logic/types';
import { useChartData, type ChartDataState } from './useChartData';

/** What a chart shows when its host gives no filters: the default market, ERCOT, in Texas. */
export const DEFAULT_CHART_FILTERS: PricingForm = { ...emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), state: 'TX' };

export interface PricingChartInput {
  /** The applied filters (the Pricing screen's); missing fields take the defaults; null = not applied yet (wait). */
  filters?: Partial<PricingForm> | null;
  /** 'View as' client of a super admin. */
  viewAs?: string | null;
  /** Changes on every Apply: the chart clears and fetches again. */
  applyId?: number;
  /**
   * The applied filters as the screen's chips name them ('State: Texas'), for the downloaded image and file names;
   * without them, the chips of the filters' own values ('State: TX').
   */
  filterChips?: readonly Chip[];
}

export interface PricingChartState extends ChartDataState {
  /** The applied filters, written on a downloaded image and in the files' names. */
  filterChips: readonly Chip[];
}

/** The data of one chart on its own: its own chart token, the host's filters over the defaults. */
export function usePricingChart(kind: ChartKind, { filters, viewAs, applyId = 0, filterChips }: PricingChartInput): PricingChartState {
  const { caller, clientId, tokenError } = usePricingCaller(viewAs);
  const applied = useMemo(() => (filters === null ? null : { ...DEFAULT_CHART_FILTERS, ...filters }), [filters]);
  const chart = useChartData(kind, caller, applied, clientId, applyId);
  const ownChips = useMemo(() => appliedChips(applied), [applied]);
  return { ...chart, error: tokenError ?? chart.error, filterChips: filterChips ?? ownChips };
}
