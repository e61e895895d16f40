import { ResponsiveBar, type BarCustomLayerProps, type BarTooltipProps, type ComputedBarDatum } from '@nivo/bar';
import { useTooltip } from '@nivo/tooltip';
import { createElement, memo, useCallback, useMemo, useRef, type FocusEvent, type MouseEvent } from 'react';
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

/** A bar's accessible name: its month, figure and count. */
function barLabel(d: ComputedBarDatum<Row>['data']): string {
  return `${monthLabel(String(d.indexValue))}, ${FIGURES.find((f) => f.key === d.id)?.label}: ${formatCount(d.value ?? 0)}`;
}

/**
 * The bars as plain rects. nivo's own 'bars' layer draws every bar as animated elements that react-spring writes to,
 * eleven values each, animated or not (72 bars at 24 months). Nothing here moves, so the rects are drawn as they are,
 * with nivo's tooltip. (nivo 0.99's Bar still prepares its springs, unseen; only a chart without Bar would not.)
 * Each bar can be focused and is an image named by its month, figure and count (nivo gives its bar rects no role).
 */
function PlainBars({ bars, isFocusable }: BarCustomLayerProps<Row>) {
  const { showTooltipFromEvent, showTooltipAt, hideTooltip } = useTooltip();
  const tip = (bar: ComputedBarDatum<Row>) => createElement(ActivityTooltip, { indexValue: bar.data.indexValue, data: bar.data.data });
  return (
    <g data-layer="bars">
      {bars.map((bar) =>
        bar.data.value === null || bar.height <= 0 ? null : (
          <rect
            key={bar.key}
            x={bar.x}
            y={bar.y}
            width={Math.max(bar.width, 0)}
            height={bar.height}
            fill={bar.color}
            role="img"
            aria-label={barLabel(bar.data)}
            tabIndex={isFocusable ? 0 : undefined}
            onMouseEnter={(event: MouseEvent) => showTooltipFromEvent(tip(bar), event)}
            onMouseMove={(event: MouseEvent) => showTooltipFromEvent(tip(bar), event)}
            onMouseLeave={hideTooltip}
            onFocus={(_event: FocusEvent) => showTooltipAt(tip(bar), [bar.absX + bar.width / 2, bar.absY])}
            onBlur={hideTooltip}
          />
        ),
      )}
    </g>
  );
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

/** Active licenses as a line over the bars, on its own scale with its axis on the right. */
function activeLayer({ xScale, innerWidth, innerHeight, data }: BarCustomLayerProps<Row> & { data: readonly Row[] }) {
  const band = xScale as unknown as ((value: string) => number) & { bandwidth: () => number };
  const max = Math.max(0, ...data.map((row) => row.active));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const y = (value: number) => innerHeight - (value / top) * innerHeight;
  const points = data.map((row) => ({ x: band(row.month) + band.bandwidth() / 2, y: y(row.active), row }));
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <g data-series="active">
      <path
        d={points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join('')}
        fill="none"
        stroke={ACTIVE_COLOUR}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {points.length <= 24 &&
        points.map((p) => <circle key={p.row.month} cx={p.x} cy={p.y} r={2.5} fill={ACTIVE_COLOUR} />)}
      <g transform={`translate(${innerWidth},0)`} aria-hidden="true">
        <line y1={0} y2={innerHeight} stroke="#d1d5db" />
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(0,${y(tick)})`}>
            <line x2={4} stroke="#d1d5db" />
            <text x={7} dy="0.32em" style={{ fontSize: 11, fill: '#4b5563', fontFamily: chartTheme.text.fontFamily }}>
              {formatCount(tick)}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

const barColour = ({ id }: { id: string | number }) => BAR_COLOURS[id as keyof typeof BAR_COLOURS];
const AXIS_LEFT = { tickSize: 4, tickPadding: 6, tickValues: 5, format: (v: number) => formatCount(v) };

export interface ActivityChartProps {
  months: readonly ActivityMonth[];
}

/**
 * New, Renewed and Expired per month as stacked bars (left axis), Active at each month's end as a line (right axis).
 * Every bar can be focused with the keyboard; pointed at or focused, it shows the month's four figures.
 * Draws nothing without a size: test it in a browser.
 */
export const ActivityChart = memo(function ActivityChart({ months }: ActivityChartProps) {
  const data = useMemo<Row[]>(() => months.map((m) => ({ ...m })), [months]);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const tickCount = width > 0 ? Math.max(2, Math.floor((width - MARGIN.left - MARGIN.right) / TICK_ROOM_PX)) : 12;
  const ticks = useMemo(() => everyNth(data.map((row) => row.month), tickCount), [data, tickCount]);
  const axisBottom = useMemo(() => ({ tickValues: ticks, tickSize: 4, tickPadding: 6, format: (v: string) => shortMonthLabel(v) }), [ticks]);
  const layer = useCallback((props: BarCustomLayerProps<Row>) => activeLayer({ ...props, data }), [data]);
  // Out of the flow (the card's box is sized and positioned): a drawing measured at a wider moment can never hold
  // the page wide, so the chart follows the card when it narrows.
  return (
    <div ref={box} style={{ position: 'absolute', inset: 0 }}>
      <ResponsiveBar<Row>
        data={data}
        keys={BAR_KEYS}
        indexBy="month"
        margin={MARGIN}
        padding={0.25}
        groupMode="stacked"
        colors={barColour}
        enableLabel={false}
        enableGridX={false}
        animate={false}
        axisBottom={axisBottom}
        axisLeft={AXIS_LEFT}
        layers={['grid', 'axes', PlainBars, layer]}
        theme={chartTheme}
        isFocusable
        role="group"
        ariaLabel="Licenses per month: New, Renewed and Expired as bars, Active as a line"
      />
    </div>
  );
});
