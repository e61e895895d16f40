import { Bump, type BumpCustomLayerProps } from '@nivo/bump';
import { memo, useMemo } from 'react';
import { RANKING_Y_AXIS } from '../../../contract/pricing/constants';
import type { ChartModel, SeriesPoint } from '../logic/series';
import { ChartTooltip } from '../shared/ChartTooltip';
import { chartTheme, everyNth } from '../../core/chart/chartTheme';
import { ChartBox } from '../../core/chart/ChartBox';
import { useMeshOnPointer } from '../../core/chart/useMeshOnPointer';
import { plainAxes, plainGridY } from '../../core/chart/plainAxes';
import { supplierColour } from '../shared/supplierColours';

type RankDatum = SeriesPoint & { x: string; y: number | null };
type RankSerie = { id: string; supplierId: string; data: RankDatum[] };

/**
 * Below this width the bump chart's inner area (width minus its 80 px margins) gets too small to read, and at 0 px
 * (a phone's first layout pass) nivo draws negative widths: narrower screens scroll the chart sideways instead.
 */
export const RANK_CHART_MIN_WIDTH = 560;

const VARIANCE_ROWS = ['Price', 'Rank', 'Best Price', 'Delta to Best', 'Next Better Price', 'Next Worse Price'] as const;

type LayerProps = BumpCustomLayerProps<RankDatum, { supplierId: string }>;

/**
 * The lines and points as plain SVG. nivo's own 'lines' and 'points' layers give every line and every point a
 * react-spring controller, even with animate off, and animate each line's path as a string of thousands of numbers:
 * with 26 suppliers and ~1,500 points that held the main thread for seconds (Lighthouse on /ranking: one task of 11.8 s).
 */
function PlainLines({ series, lineGenerator }: LayerProps) {
  return (
    <g>
      {series.map((serie) => (
        <path
          key={serie.id} data-testid={`line.${serie.id}`} d={lineGenerator(serie.linePoints) ?? ''} fill="none"
          stroke={serie.color} strokeWidth={serie.lineWidth} strokeOpacity={serie.opacity} strokeLinecap="round"
          style={{ pointerEvents: 'none' }}
        />
      ))}
    </g>
  );
}

/** Only the points with a size: all of them on a short period, else the one under the pointer. */
function PlainPoints({ points }: LayerProps) {
  return (
    <g style={{ pointerEvents: 'none' }}>
      {points.filter((p) => p.size > 0 && p.y !== null).map((p) => (
        <circle key={p.id} cx={p.x} cy={p.y!} r={p.size / 2} fill={p.color} />
      ))}
    </g>
  );
}

/**
 * Each point's fill, and its border (never drawn: PlainPoints draws fills only), straight from its line's colour.
 * nivo's defaults read it through lodash's `get` per point and darken the border's with d3-color, formatting ~1,500
 * colour strings each time the points are built: half of that build in a profile of /ranking's load.
 */
const pointSerieColour = (point: { serie: { color: string } }) => point.serie.color;

const MARGIN = { top: 16, right: 24, bottom: 52, left: 56 };

/**
 * 'Best Pricing Ranks': rank per supplier over time (nivo bump), y axis 'Rank', tooltip with the price variance.
 * Memoised, and its props to nivo keep their identity: nivo builds its series and their ~1,500 points again whenever
 * `colors` is a new function, which an inline one is on every render.
 */
export const RankBumpChart = memo(function RankBumpChart({ model }: { model: ChartModel }) {
  const data = useMemo<RankSerie[]>(
    () => model.series.map((s) => ({ id: s.id, supplierId: s.supplierId, data: s.data as RankDatum[] })),
    [model],
  );
  const colourOf = useMemo(() => {
    const colours = new Map(model.series.map((s) => [s.id, supplierColour(s.supplierId)]));
    return (serie: { id: string | number }) => colours.get(String(serie.id)) ?? '#2563eb';
  }, [model]);
  const ticks = useMemo(() => everyNth(model.categories, 12), [model.categories]);
  const maxRank = model.series.length;
  const mesh = useMeshOnPointer();
  // Plain SVG axes and grid (core/chart/plainAxes): nivo's own start a spring per tick and per grid line.
  const layers = useMemo(() => {
    const rankTicks = maxRank > 15 ? everyNth(Array.from({ length: maxRank }, (_, i) => i + 1), 10) : undefined;
    return [
      plainGridY(),
      plainAxes({
        bottom: { tickValues: ticks, tickSize: 4, tickPadding: 6, legend: 'Effective date', legendOffset: 40 },
        left: { tickValues: rankTicks, tickSize: 4, tickPadding: 6, legend: RANKING_Y_AXIS, legendOffset: -40 },
      }),
      PlainLines,
      PlainPoints,
      mesh.armed ? ('mesh' as const) : mesh.Waiting,
    ];
  }, [ticks, maxRank, mesh.armed, mesh.Waiting]);
  return (
    // Focusable so a keyboard user can scroll it when it is wider than the screen.
    <div tabIndex={0} data-chart-scroller="" style={{ height: '100%', overflowX: 'auto', overflowY: 'hidden' }}>
    <div role="img" aria-label="Best Pricing Ranks chart" style={{ height: '100%', minWidth: RANK_CHART_MIN_WIDTH }}>
    <ChartBox>{({ width, height }) => (
    <Bump<RankDatum, { supplierId: string }>
      width={width}
      height={height}
      data={data}
      margin={MARGIN}
      colors={colourOf}
      lineWidth={2.5}
      activeLineWidth={5}
      inactiveLineWidth={2}
      inactiveOpacity={0.2}
      pointSize={model.categories.length > 30 ? 0 : 6}
      pointColor={pointSerieColour}
      pointBorderColor={pointSerieColour}
      animate={false}
      activePointSize={8}
      inactivePointSize={0}
      layers={layers}
      startLabel={false}
      endLabel={false}
      theme={chartTheme}
      useMesh
      pointTooltip={({ point }) => (
        <ChartTooltip supplier={String(point.serie.id)} colour={point.color} point={point.data as SeriesPoint} only={VARIANCE_ROWS} />
      )}
      role="presentation"
    />
    )}</ChartBox>
    </div>
    </div>
  );
});
