import {
  Line,
  LineCanvas,
  type LineCustomCanvasLayerProps,
  type LineCustomSvgLayerProps,
} from '@nivo/line';
import { useCallback, useMemo } from 'react';
import { ChartBox, type ChartSize } from '../../core/chart/ChartBox';
import { useMeshOnPointer } from '../../core/chart/useMeshOnPointer';
import type { ChartModel, SeriesPoint } from '../logic/series';
import { ChartTooltip } from './ChartTooltip';
import { plainAxes, plainGridY } from '../../core/chart/plainAxes';
import { chartTheme, everyNth } from '../../core/chart/chartTheme';
import { drawingOrder, seriesStyles, type HighlightState, type SeriesStyle } from './seriesStyle';

type LineDatum = SeriesPoint & { x: string; y: number | null };
type LineSerie = { id: string; supplierId: string; data: LineDatum[] };

const axisPrice = (value: number | string) => `$${Number(value).toFixed(3)}`;
const MARGIN = { top: 12, right: 20, bottom: 52, left: 76 };
/**
 * The scales' specifications, one object each for good: nivo computes both scales and every point's position again
 * whenever a specification is a new object (useLine's memo), which inline ones are on every render (a legend's focus).
 */
const X_SCALE = { type: 'point' as const };
const Y_SCALE = { type: 'linear' as const, min: 'auto' as const, max: 'auto' as const, nice: true };
/** Room one "MM/DD" tick label needs on the x axis, so labels never run into each other on a phone. */
const TICK_ROOM_PX = 56;
const MAX_TICKS = 9;

/** How many x-axis ticks fit the plot of a chart `width` px wide (the most when the width is not known). */
export function tickCountFor(width: number): number {
  if (width <= 0) return MAX_TICKS;
  return Math.max(2, Math.min(MAX_TICKS, Math.floor((width - MARGIN.left - MARGIN.right) / TICK_ROOM_PX)));
}

const FALLBACK: SeriesStyle = { colour: '#2563eb', width: 2, opacity: 1, layer: 0, own: false, focused: false, dimmed: false };

/** `svg` for a handful of suppliers (crisp, one path each); `canvas` for the overview charts' 26 and more. */
export type LineRenderer = 'svg' | 'canvas';

export interface PriceLineChartProps {
  model: ChartModel;
  xLegend: string;
  highlight: HighlightState;
  renderer?: LineRenderer;
}

/**
 * Prices per supplier over the categories (nivo line, SVG or canvas). Every line is drawn in its own style
 * (seriesStyle: the own supplier thicker and on top, a focused one above all, the rest dimmed while one is focused).
 * Draws nothing without a size: test it in a browser.
 */
export function PriceLineChart(props: PriceLineChartProps) {
  const box = props.renderer === 'canvas' ? { role: 'img', 'aria-label': 'Price chart' } : {};
  return (
    <div {...box} style={{ height: '100%' }}>
      <ChartBox>{(size) => <Plot {...props} {...size} />}</ChartBox>
    </div>
  );
}

/** The chart at the size its box measured (ChartBox). */
function Plot({ model, xLegend, highlight, renderer = 'svg', width, height }: PriceLineChartProps & ChartSize) {
  const data = useMemo<LineSerie[]>(
    () => model.series.map((s) => ({ id: s.id, supplierId: s.supplierId, data: s.data as LineDatum[] })),
    [model],
  );
  const { ownSupplierId, focusedSupplierId } = highlight;
  const styles = useMemo(
    () => seriesStyles(model.series, { ownSupplierId, focusedSupplierId }),
    [model.series, ownSupplierId, focusedSupplierId],
  );
  const styleOf = useCallback((supplierId: string) => styles.get(supplierId) ?? FALLBACK, [styles]);
  const colours = useCallback((serie: { supplierId: string }) => styleOf(serie.supplierId).colour, [styleOf]);
  const tickCount = tickCountFor(width);
  const ticks = useMemo(() => everyNth(model.categories, tickCount), [model.categories, tickCount]);
  const tooltip = useCallback(
    ({ point }: { point: { seriesId: string; seriesColor: string; data: LineDatum } }) => (
      <ChartTooltip supplier={String(point.seriesId)} colour={point.seriesColor} point={point.data} />
    ),
    [],
  );
  const axisBottom = useMemo(
    () => ({ tickValues: ticks, tickSize: 4, tickPadding: 6, legend: xLegend, legendOffset: 40, legendPosition: 'middle' as const }),
    [ticks, xLegend],
  );
  const axisLeft = useMemo(
    () => ({ format: axisPrice, tickSize: 4, tickPadding: 6, tickValues: 6, legend: 'Price', legendOffset: -64, legendPosition: 'middle' as const }),
    [],
  );

  // SVG: one <path> per supplier in drawing order (nivo's own 'lines' layer has one width and no opacity).
  const svgLines = useCallback(
    ({ series, lineGenerator }: LineCustomSvgLayerProps<LineSerie>) => (
      <g>
        {drawingOrder(series, styles).map((s) => {
          const style = styleOf(s.supplierId);
          return (
            <path
              key={s.id}
              d={lineGenerator(s.data.map((d) => d.position)) ?? undefined}
              fill="none"
              stroke={style.colour}
              strokeWidth={style.width}
              strokeOpacity={style.opacity}
              strokeLinejoin="round"
              data-supplier-id={s.supplierId}
            />
          );
        })}
      </g>
    ),
    [styles, styleOf],
  );

  // Canvas: the same lines, then a dot on the point under the pointer (the tooltip's point).
  const canvasLines = useCallback(
    (ctx: CanvasRenderingContext2D, { series, lineGenerator, currentPoint }: LineCustomCanvasLayerProps<LineSerie>) => {
      lineGenerator.context(ctx);
      for (const s of drawingOrder(series, styles)) {
        const style = styleOf(s.supplierId);
        ctx.save();
        ctx.globalAlpha = style.opacity;
        ctx.strokeStyle = style.colour;
        ctx.lineWidth = style.width;
        ctx.lineJoin = 'round';
        ctx.beginPath();
        lineGenerator(s.data.map((d) => d.position));
        ctx.stroke();
        ctx.restore();
      }
      lineGenerator.context(null);
      if (currentPoint) {
        ctx.save();
        ctx.fillStyle = currentPoint.seriesColor;
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(currentPoint.x, currentPoint.y, 5, 0, 2 * Math.PI);
        ctx.fill();
        ctx.stroke();
        ctx.restore();
      }
    },
    [styles, styleOf],
  );

  // SVG: plain axes and grid (core/chart/plainAxes), not nivo's, which start a spring per tick and grid line.
  const mesh = useMeshOnPointer();
  const svgLayers = useMemo(
    () => [
      plainGridY(), 'markers' as const, plainAxes({ bottom: axisBottom, left: axisLeft }), svgLines, 'crosshair' as const, 'points' as const,
      mesh.armed ? ('mesh' as const) : mesh.Waiting,
    ],
    [axisBottom, axisLeft, svgLines, mesh.armed, mesh.Waiting],
  );

  // What both renderers share: the size, data, scales, colours, curve, theme and tooltip.
  const common = {
    width, height, data, margin: MARGIN, colors: colours, enableGridX: false, curve: 'monotoneX' as const, theme: chartTheme, tooltip,
    xScale: X_SCALE,
    yScale: Y_SCALE,
  };
  if (renderer === 'canvas') {
    return (
      <LineCanvas<LineSerie>
        {...common}
        enablePoints={false}
        layers={['grid', 'axes', canvasLines]}
        axisBottom={axisBottom}
        axisLeft={axisLeft}
      />
    );
  }
  const pointSize = model.categories.length > 30 || model.series.length > 8 ? 0 : 5;
  return (
    <Line<LineSerie>
      {...common}
      // Without symbols no point is rendered at all (a size of 0 still made an element per point).
      enablePoints={pointSize > 0}
      pointSize={pointSize}
      animate={false}
      pointBorderWidth={0}
      useMesh
      layers={svgLayers}
      role="img"
      ariaLabel="Price chart"
    />
  );
}
