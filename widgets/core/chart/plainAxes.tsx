import type { CSSProperties } from 'react';
import { chartTheme } from './chartTheme';

/**
 * The axes and the horizontal grid of an SVG nivo chart as plain SVG layers: the same geometry and look as nivo's
 * 'axes' and 'grid' layers (@nivo/axes 0.99: ticks, domain line, legend; one line per y tick), without their
 * react-spring transitions. nivo gives every tick and every grid line a spring controller even with `animate` off,
 * and on /ranking (26 ranks, a year of weeks) starting them was a 0.5 s task of a throttled phone's load (ADR 0010).
 * Pass the layer a chart's own axis settings; it reads the chart's scales and inner size from the layer props.
 */

/** What a scale of nivo's layer props offers: d3's linear (ticks) or point/band (domain, bandwidth). */
interface LayerScale {
  (value: never): number | undefined;
  ticks?: (count?: number) => unknown[];
  domain: () => unknown[];
  bandwidth?: () => number;
  round?: () => boolean;
}

export interface PlainAxisSettings<V = unknown> {
  /** The values to mark, or about how many (a linear scale's ticks); default the scale's own. */
  tickValues?: readonly V[] | number;
  format?: (value: V) => string | number;
  tickSize?: number;
  tickPadding?: number;
  legend?: string;
  legendOffset?: number;
}

export interface PlainLayerProps {
  xScale: unknown;
  yScale: unknown;
  innerWidth: number;
  innerHeight: number;
}

const textStyle = (extra: object): CSSProperties => {
  const { fontFamily, fontSize, fill } = chartTheme.text;
  return { fontFamily, fontSize, fill, ...extra };
};
const TICK_TEXT = textStyle(chartTheme.axis.ticks.text);
const LEGEND_TEXT = textStyle({ ...chartTheme.axis.legend.text, dominantBaseline: 'central' });

/** The marked values and where they sit (a band's or point's centre), as nivo's getScaleTicks and centerScale. */
export function scaleTicks(scale: unknown, values?: readonly unknown[] | number): { value: unknown; at: number }[] {
  const s = scale as LayerScale;
  const picked = Array.isArray(values) ? values : s.ticks ? s.ticks(typeof values === 'number' ? values : undefined) : s.domain();
  let offset = s.bandwidth ? s.bandwidth() / 2 : 0;
  if (s.round?.()) offset = Math.round(offset);
  return picked.map((value) => ({ value, at: (s(value as never) ?? 0) + offset }));
}

const keyOf = (value: unknown) => (value instanceof Date ? String(value.valueOf()) : String(value));

/** One line across the plot per y tick (nivo's grid with enableGridX off). */
export function plainGridY(values?: readonly unknown[] | number) {
  const { stroke, strokeWidth } = chartTheme.grid.line;
  return function PlainGridY({ yScale, innerWidth }: PlainLayerProps) {
    return (
      <g>
        {scaleTicks(yScale, values).map(({ value, at }) => (
          <line key={keyOf(value)} x1={0} x2={innerWidth} y1={at} y2={at} stroke={stroke} strokeWidth={strokeWidth} />
        ))}
      </g>
    );
  };
}

function Axis({ axis, scale, length, settings, x, y }: { axis: 'x' | 'y'; scale: unknown; length: number; settings: PlainAxisSettings; x: number; y: number }) {
  const { tickSize = 5, tickPadding = 5, format, legend, legendOffset = 0 } = settings;
  // Bottom axis: ticks below the line; left axis: to its left (nivo's 'after' and 'before').
  const side = axis === 'x' ? 1 : -1;
  const reach = (tickSize + tickPadding) * side;
  const show = (value: unknown) => `${format ? format(value) : (value as string)}`;
  return (
    <g transform={`translate(${x},${y})`}>
      {scaleTicks(scale, settings.tickValues as readonly unknown[] | number | undefined).map(({ value, at }) => (
        <g key={keyOf(value)} transform={axis === 'x' ? `translate(${at},0)` : `translate(0,${at})`} style={{ opacity: 1 }}>
          <line x1={0} x2={axis === 'y' ? tickSize * side : 0} y1={0} y2={axis === 'x' ? tickSize * side : 0} style={chartTheme.axis.ticks.line} />
          <text
            dominantBaseline={axis === 'x' ? 'text-before-edge' : 'central'}
            textAnchor={axis === 'x' ? 'middle' : 'end'}
            transform={axis === 'x' ? `translate(0,${reach}) rotate(0)` : `translate(${reach},0) rotate(0)`}
            style={TICK_TEXT}
          >
            {show(value)}
          </text>
        </g>
      ))}
      <line style={chartTheme.axis.domain.line} x1={0} x2={axis === 'x' ? length : 0} y1={0} y2={axis === 'x' ? 0 : length} />
      {legend !== undefined && (
        <text
          transform={axis === 'x' ? `translate(${length / 2}, ${legendOffset}) rotate(0)` : `translate(${legendOffset}, ${length / 2}) rotate(-90)`}
          textAnchor="middle"
          style={LEGEND_TEXT}
        >
          {legend}
        </text>
      )}
    </g>
  );
}

/** A bottom and a left axis with legends in the middle (how every SVG chart here is set), or only one of them. */
export function plainAxes({ bottom, left }: { bottom?: PlainAxisSettings<never> | PlainAxisSettings; left?: PlainAxisSettings<never> | PlainAxisSettings }) {
  return function PlainAxes({ xScale, yScale, innerWidth, innerHeight }: PlainLayerProps) {
    return (
      <g>
        {bottom && <Axis axis="x" scale={xScale} length={innerWidth} settings={bottom as PlainAxisSettings} x={0} y={innerHeight} />}
        {left && <Axis axis="y" scale={yScale} length={innerHeight} settings={left as PlainAxisSettings} x={0} y={0} />}
      </g>
    );
  };
}
