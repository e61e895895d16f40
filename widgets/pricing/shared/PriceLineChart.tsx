import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import type { ChartModel, SeriesPoint } from '../logic/series';
import { ChartTooltip } from './ChartTooltip';
import { supplierColour } from './supplierColours';
import { chartTheme, everyNth } from './chartTheme';

type LineDatum = SeriesPoint & { x: string; y: number | null };
type LineSerie = { id: string; supplierId: string; data: LineDatum[] };

const axisPrice = (value: number | string) => `$${Number(value).toFixed(3)}`;

/** Prices per supplier over the categories (nivo line). Draws nothing without a size: test it in a browser. */
export function PriceLineChart({ model, xLegend }: { model: ChartModel; xLegend: string }) {
  const data = useMemo<LineSerie[]>(
    () => model.series.map((s) => ({ id: s.id, supplierId: s.supplierId, data: s.data as LineDatum[] })),
    [model],
  );
  const colours = useMemo(() => new Map(model.series.map((s) => [s.id, supplierColour(s.supplierId)])), [model]);
  const ticks = useMemo(() => everyNth(model.categories, 9), [model.categories]);
  return (
    <ResponsiveLine<LineSerie>
      data={data}
      margin={{ top: 12, right: 20, bottom: 52, left: 76 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
      colors={(serie) => colours.get(String(serie.id)) ?? '#2563eb'}
      lineWidth={2}
      pointSize={model.categories.length > 30 || model.series.length > 8 ? 0 : 5}
      animate={false}
      pointBorderWidth={0}
      enableGridX={false}
      curve="monotoneX"
      useMesh
      axisBottom={{ tickValues: ticks, tickSize: 4, tickPadding: 6, legend: xLegend, legendOffset: 40, legendPosition: 'middle' }}
      axisLeft={{ format: axisPrice, tickSize: 4, tickPadding: 6, tickValues: 6, legend: 'Price', legendOffset: -64, legendPosition: 'middle' }}
      theme={chartTheme}
      tooltip={({ point }) => (
        <ChartTooltip supplier={String(point.seriesId)} colour={point.seriesColor} point={point.data as unknown as SeriesPoint} />
      )}
      role="img"
      ariaLabel="Price chart"
    />
  );
}
