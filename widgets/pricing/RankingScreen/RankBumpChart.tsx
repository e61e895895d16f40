import { ResponsiveBump } from '@nivo/bump';
import { useMemo } from 'react';
import { RANKING_Y_AXIS } from '../../../contract/pricing/constants';
import type { ChartModel, SeriesPoint } from '../logic/series';
import { ChartTooltip } from '../shared/ChartTooltip';
import { chartTheme, everyNth } from '../../core/chart/chartTheme';
import { supplierColour } from '../shared/supplierColours';

type RankDatum = SeriesPoint & { x: string; y: number | null };
type RankSerie = { id: string; supplierId: string; data: RankDatum[] };

/**
 * Below this width the bump chart's inner area (width minus its 80 px margins) gets too small to read, and at 0 px
 * (a phone's first layout pass) nivo draws negative widths: narrower screens scroll the chart sideways instead.
 */
export const RANK_CHART_MIN_WIDTH = 560;

const VARIANCE_ROWS = ['Price', 'Rank', 'Best Price', 'Delta to Best', 'Next Better Price', 'Next Worse Price'] as const;

/** 'Best Pricing Ranks': rank per supplier over time (nivo bump), y axis 'Rank', tooltip with the price variance. */
export function RankBumpChart({ model }: { model: ChartModel }) {
  const data = useMemo<RankSerie[]>(
    () => model.series.map((s) => ({ id: s.id, supplierId: s.supplierId, data: s.data as RankDatum[] })),
    [model],
  );
  const colours = useMemo(() => new Map(model.series.map((s) => [s.id, supplierColour(s.supplierId)])), [model]);
  const ticks = useMemo(() => everyNth(model.categories, 12), [model.categories]);
  const maxRank = model.series.length;
  return (
    // Focusable so a keyboard user can scroll it when it is wider than the screen.
    <div tabIndex={0} data-chart-scroller="" style={{ height: '100%', overflowX: 'auto', overflowY: 'hidden' }}>
    <div role="img" aria-label="Best Pricing Ranks chart" style={{ height: '100%', minWidth: RANK_CHART_MIN_WIDTH }}>
    <ResponsiveBump<RankDatum, { supplierId: string }>
      data={data}
      margin={{ top: 16, right: 24, bottom: 52, left: 56 }}
      colors={(serie) => colours.get(String(serie.id)) ?? '#2563eb'}
      lineWidth={2.5}
      activeLineWidth={5}
      inactiveLineWidth={2}
      inactiveOpacity={0.2}
      pointSize={model.categories.length > 30 ? 0 : 6}
      animate={false}
      activePointSize={8}
      inactivePointSize={0}
      startLabel={false}
      endLabel={false}
      enableGridX={false}
      axisTop={null}
      axisBottom={{ tickValues: ticks, tickSize: 4, tickPadding: 6, legend: 'Effective date', legendOffset: 40, legendPosition: 'middle' }}
      axisLeft={{
        tickSize: 4, tickPadding: 6, legend: RANKING_Y_AXIS, legendOffset: -40, legendPosition: 'middle',
        tickValues: maxRank > 15 ? everyNth(Array.from({ length: maxRank }, (_, i) => i + 1), 10) : undefined,
      }}
      theme={chartTheme}
      useMesh
      pointTooltip={({ point }) => (
        <ChartTooltip supplier={String(point.serie.id)} colour={point.color} point={point.data as SeriesPoint} only={VARIANCE_ROWS} />
      )}
      role="presentation"
    />
    </div>
    </div>
  );
}
