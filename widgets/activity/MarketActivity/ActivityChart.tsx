import { ResponsiveBarCanvas, type BarCanvasCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type { ActivityMonth } from '../../core/api/activity';
import { chartTheme, everyNth } from '../../core/chart/chartTheme';
import { useKeepInside } from '../../core/chart/useKeepInside';
import { useWidth } from '../../core/chart/useWidth';
import { formatCount } from '../../core/format/number';
import { t } from '../../core/ui/tokens';
import { FIGURES, monthLabel, shortMonthLabel } from './activitySeries';
import { ACTIVE_COLOUR, BAR_COLOURS, BAR_KEYS } from './chartColours';

type Row = { month: string; new: number; renewed: number; expired: number; active: number };

const MARGIN = { top: 12, right: 56, bottom: 40, left: 48 };
/** Room one 'Nov 26' tick label needs, so labels never run into each other on a phone. */
const TICK_ROOM_PX = 52;
const AXIS_STROKE = '#d1d5db';

/** A month's accessible name: the month and its four figures. */
function columnLabel(row: Row): string {
  return `${monthLabel(row.month)}: ${FIGURES.map(({ key, label }) => `${label} ${formatCount(row[key])}`).join(', ')}`;
}

/** Where the canvas put each month: its band and the top of its stack, inside the chart's margins. */
interface Geometry {
  /** The rows it was measured for: until the canvas has drawn new rows, the old geometry is not theirs. */
  data: readonly Row[];
  key: string;
  innerHeight: number;
  columns: { x: number; width: number; step: number; top: number }[];
}

/** A round step for about `count` ticks from 0 to `max` (1, 2, 2.5 or 5 × a power of ten, at least 1). */
export function niceStep(max: number, count = 5): number {
  if (max <= count) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? raw);
}

const TipBox = styled.div`
  background: ${t.surface};
  color: ${t.text};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  box-shadow: 0 6px 20px rgb(17 24 39 / 0.12);
  padding: 8px 10px;
  font-size: 12px;
  line-height: 1.4;
  min-width: 150px;
  strong {
    display: block;
    margin-bottom: 4px;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    column-gap: 12px;
    margin: 0;
  }
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${t.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  i {
    width: 10px;
    height: 10px;
    border-radius: 2px;
  }
`;

/** The month's four figures, whichever of its bars is pointed at or focused; kept inside the card. */
function ActivityTooltip({ indexValue, data }: Pick<BarTooltipProps<Row>, 'indexValue' | 'data'>) {
  const box = useRef<HTMLDivElement>(null);
  useKeepInside(box, indexValue);
  const colours: Record<string, string> = { ...BAR_COLOURS, active: ACTIVE_COLOUR };
  return (
    <TipBox ref={box} role="tooltip">
      <strong>{monthLabel(String(indexValue))}</strong>
      <dl>
        {FIGURES.map(({ key, label }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <i style={{ background: colours[key] }} />
              {label}
            </dt>
            <dd>{formatCount(data[key])}</dd>
          </div>
        ))}
      </dl>
    </TipBox>
  );
}

type Band = ((value: string) => number) & { bandwidth: () => number; step: () => number };

/** Active licenses as a line over the bars, on its own scale with its axis on the right (drawn on the canvas). */
function drawActive(ctx: CanvasRenderingContext2D, { xScale, innerWidth, innerHeight }: BarCanvasCustomLayerProps<Row>, data: readonly Row[]) {
  const band = xScale as unknown as Band;
  const max = Math.max(0, ...data.map((row) => row.active));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const y = (value: number) => innerHeight - (value / top) * innerHeight;
  const points = data.map((row) => [band(row.month) + band.bandwidth() / 2, y(row.active)] as const);
  ctx.save();
  ctx.strokeStyle = ACTIVE_COLOUR;
  ctx.fillStyle = ACTIVE_COLOUR;
  ctx.lineWidth = 2;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  points.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.stroke();
  if (points.length <= 24) {
    for (const [px, py] of points) {
      ctx.beginPath();
      ctx.arc(px, py, 2.5, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
  // The right axis: its line, ticks and counts.
  ctx.translate(innerWidth, 0);
  ctx.strokeStyle = AXIS_STROKE;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0.5, 0);
  ctx.lineTo(0.5, innerHeight);
  for (let tick = 0; tick <= top; tick += step) {
    ctx.moveTo(0, Math.round(y(tick)) + 0.5);
    ctx.lineTo(4, Math.round(y(tick)) + 0.5);
  }
  ctx.stroke();
  ctx.fillStyle = chartTheme.text.fill;
  ctx.font = `${chartTheme.text.fontSize}px ${chartTheme.text.fontFamily}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (let tick = 0; tick <= top; tick += step) ctx.fillText(formatCount(tick), 7, y(tick));
  ctx.restore();
}

const barColour = ({ id }: { id: string | number }) => BAR_COLOURS[id as keyof typeof BAR_COLOURS];
const AXIS_LEFT = { tickSize: 4, tickPadding: 6, tickValues: 5, format: (v: number) => formatCount(v) };

/**
 * The month pointed at or focused, its figures in a box beside its column near the top of the plot (to the left in
 * the chart's right half): it never hides the month it describes, nor the card's heading above the plot.
 */
const TipAnchor = styled.div<{ $left: boolean }>`
  position: absolute;
  z-index: 1;
  pointer-events: none;
  transform: ${(p) => (p.$left ? 'translateX(calc(-100% - 10px))' : 'translateX(10px)')};
`;

const Overlay = styled.svg`
  position: absolute;
  inset: 0;
  overflow: visible;
  rect[data-month] {
    fill: transparent;
    cursor: default;
    outline: none;
  }
  rect[data-month][data-hover] {
    fill: rgb(15 23 42 / 0.05);
  }
`;

export interface ActivityChartProps {
  months: readonly ActivityMonth[];
}

/**
 * New, Renewed and Expired per month as stacked bars (left axis), Active at each month's end as a line (right axis).
 *
 * Drawn on a canvas (nivo's BarCanvas): the SVG Bar prepares a react-spring controller for each of its bars, eleven
 * values each, animated or not, and building those was the page's longest task (about 1 s of Lighthouse's blocking
 * time at 24 months on a throttled phone). Over the canvas lies an SVG of one column per month: the keyboard moves
 * between months with the arrow keys (one Tab stop), a month pointed at or focused is outlined and shows its four
 * figures in a box kept inside the card, and each column is an image named by its month and figures.
 * Draws nothing without a size: test it in a browser.
 */
export const ActivityChart = memo(function ActivityChart({ months }: ActivityChartProps) {
  const data = useMemo<Row[]>(() => months.map((m) => ({ ...m })), [months]);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const tickCount = width > 0 ? Math.max(2, Math.floor((width - MARGIN.left - MARGIN.right) / TICK_ROOM_PX)) : 12;
  const ticks = useMemo(() => everyNth(data.map((row) => row.month), tickCount), [data, tickCount]);
  const axisBottom = useMemo(() => ({ tickValues: ticks, tickSize: 4, tickPadding: 6, format: (v: string) => shortMonthLabel(v) }), [ticks]);

  // The canvas draws in an effect; its last layer reports where the months went, for the columns over it.
  const [measured, setGeometry] = useState<Geometry | null>(null);
  const geometry = measured?.data === data ? measured : null;
  const measure = useCallback(
    (ctx: CanvasRenderingContext2D, props: BarCanvasCustomLayerProps<Row>) => {
      drawActive(ctx, props, data);
      const band = props.xScale as unknown as Band;
      const yScale = props.yScale as unknown as (value: number) => number;
      const columns = data.map((row) => ({
        x: band(row.month),
        width: band.bandwidth(),
        step: band.step(),
        top: yScale(row.new + row.renewed + row.expired),
      }));
      const key = `${props.innerHeight}|${columns.map((c) => `${c.x},${c.width},${c.top}`).join(';')}`;
      setGeometry((previous) => (previous?.key === key && previous.data === data ? previous : { data, key, innerHeight: props.innerHeight, columns }));
    },
    [data],
  );
  const layers = useMemo(() => ['grid' as const, 'axes' as const, 'bars' as const, measure], [measure]);

  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  // The month the Tab key lands on: the latest at first, then the last one visited.
  const [current, setCurrent] = useState(data.length - 1);
  const columnRefs = useRef<(SVGRectElement | null)[]>([]);
  const tabStop = Math.min(current, data.length - 1);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const from = focused ?? tabStop;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: data.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(data.length - 1, to));
    setCurrent(next);
    columnRefs.current[next]?.focus();
  };

  const shown = [focused, hovered].find((i): i is number => i !== null && i < data.length) ?? null;
  const column = shown !== null && geometry ? geometry.columns[shown] : undefined;
  const onLeft = column ? column.x + column.width / 2 > (width - MARGIN.left - MARGIN.right) / 2 : false;
  // Out of the flow (the card's box is sized and positioned): a drawing measured at a wider moment can never hold
  // the page wide, so the chart follows the card when it narrows.
  return (
    <div ref={box} style={{ position: 'absolute', inset: 0 }}>
      <ResponsiveBarCanvas<Row>
        data={data}
        keys={BAR_KEYS}
        indexBy="month"
        margin={MARGIN}
        padding={0.25}
        groupMode="stacked"
        colors={barColour}
        enableLabel={false}
        enableGridX={false}
        axisBottom={axisBottom}
        axisLeft={AXIS_LEFT}
        layers={layers}
        theme={chartTheme}
        isInteractive={false}
        role="presentation"
      />
      {geometry && (
        <Overlay
          role="group"
          aria-label="Licenses per month: New, Renewed and Expired as bars, Active as a line. Arrow keys move between months."
          onKeyDown={onKeyDown}
          onMouseLeave={() => setHovered(null)}
        >
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {geometry.columns.map((c, i) => (
              <rect
                key={data[i].month}
                ref={(el) => {
                  columnRefs.current[i] = el;
                }}
                data-month={data[i].month}
                data-hover={hovered === i && focused === null ? '' : undefined}
                x={c.x - (c.step - c.width) / 2}
                y={0}
                width={c.step}
                height={geometry.innerHeight}
                role="img"
                aria-label={columnLabel(data[i])}
                tabIndex={i === tabStop ? 0 : -1}
                onMouseEnter={() => setHovered(i)}
                onFocus={() => {
                  setFocused(i);
                  setCurrent(i);
                }}
                onBlur={() => setFocused(null)}
              />
            ))}
            {focused !== null && geometry.columns[focused] && (
              <rect
                aria-hidden="true"
                x={geometry.columns[focused].x - 2}
                y={-2}
                width={geometry.columns[focused].width + 4}
                height={geometry.innerHeight + 4}
                rx={3}
                fill="none"
                stroke={t.primary}
                strokeWidth={2}
                pointerEvents="none"
              />
            )}
          </g>
        </Overlay>
      )}
      {column && shown !== null && (
        <TipAnchor
          $left={onLeft}
          style={{ left: MARGIN.left + column.x + (onLeft ? 0 : column.width), top: MARGIN.top + 4 }}
        >
          <ActivityTooltip indexValue={data[shown].month} data={data[shown]} />
        </TipAnchor>
      )}
    </div>
  );
});
