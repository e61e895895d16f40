import { styled } from 'styled-components';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../core/ui/Spinner';
import { t, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { CHART_HEIGHT, NO_CHART_DATA } from '../../../contract/pricing/constants';
import { isEmptyChart, type ChartModel } from '../logic/series';
import { freshnessOf } from '../logic/freshness';
import { ChartDownloads } from './ChartDownloads';
import { ChartLegend } from './ChartLegend';
import type { HighlightState } from './seriesStyle';
import { useSeenOnce } from './useSeenOnce';
import type { LazyPlot } from '../../core/chart/lazyPlot';
import { useReportReady } from '../../core/events/useReportReady';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  padding: 16px 16px 14px;
  box-shadow: 0 1px 2px rgb(17 24 39 / 0.04);
`;

/**
 * Title left, the download buttons top right, on every chart alike: the title block may shrink down to 14em before the
 * buttons wrap below it, so a longer title (Forward Curve Overview Chart) no longer pushes them onto a line of their
 * own while the other three keep them beside the title.
 */
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 12px;
  margin-bottom: 8px;
  > :first-child {
    flex: 1 1 14em;
    min-width: 0;
  }
  > :last-child {
    flex: none;
    margin-left: auto;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  color: ${t.text};
`;

const AsOf = styled.p<{ $stale: boolean }>`
  margin: 2px 0 0;
  font-size: 12px;
  color: ${(p) => (p.$stale ? t.warning : t.muted)};
  font-weight: ${(p) => (p.$stale ? 600 : 400)};
`;

const Hidden = styled.span`
  ${VISUALLY_HIDDEN}
`;

const Body = styled.div`
  position: relative;
  height: ${CHART_HEIGHT}px;
  min-width: 0;
`;

const Centered = styled.div<{ $tone?: 'muted' | 'danger' }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${(p) => (p.$tone === 'danger' ? t.danger : t.muted)};
  text-align: center;
  padding: 16px;
`;

const NO_FILTERS: ReadonlyArray<{ key: string; label: string; value: string }> = [];

/** Whether the chart's drawing code is there (always without a lazy `plot`); fetched once `wanted`. */
function usePlotLoaded(plot: LazyPlot<unknown> | undefined, wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(() => !plot || plot.get() !== null);
  useEffect(() => {
    if (loaded || !plot || !wanted) return;
    let live = true;
    plot.load().then(
      () => live && setLoaded(true),
      // A chunk that failed to load (a new release, the network gone) leaves the chart undrawn; a later mount retries.
      (error: unknown) => console.error('The chart could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [plot, wanted, loaded]);
  return loaded;
}

export interface ChartPanelProps {
  title: string;
  model: ChartModel | null;
  loading: boolean;
  error: string | null;
  /** The end of the requested window (part of a chart's data); the card shows `pricesAsOf`, the day actually priced. */
  asOf?: string | null;
  /** yyyy-MM-dd of the newest price drawn: 'Prices as of …', in the warning colour when older than 48 hours. */
  pricesAsOf?: string | null;
  /** "Now", for the 48 hours; tests pass one so the result stays deterministic. */
  now?: Date;
  /** The applied filters: written under the title of a downloaded image and in the files' names. */
  filterChips?: readonly { key: string; label: string; value: string }[];
  /** The client's own supplier: drawn thicker and on top, bold in the legend. */
  ownSupplierId?: string | null;
  /** The legend's entries focus their supplier's line (toggle buttons). */
  legendFocus?: boolean;
  /** Draw the chart only once its box comes near the screen (the Pricing screen's four charts). */
  drawWhenVisible?: boolean;
  /**
   * The chart's drawing code when it comes in a chunk of its own: fetched once the card is near the screen (at once
   * without `drawWhenVisible`), and the chart is drawn once it is there.
   */
  plot?: LazyPlot<unknown>;
  /** Draws the chart for a non-empty model, with the own and the focused supplier. */
  children: (model: ChartModel, highlight: HighlightState) => ReactNode;
}

/**
 * A chart's card: title, 'Prices as of', Download CSV and PNG, the loading/empty/error states, the chart and its legend.
 * With `drawWhenVisible` the chart and its legend are drawn once the card has come near the screen (the chart's
 * 500 px are reserved, and the legend below it is still off screen then); `data-plot` on the chart's box says
 * `deferred` until then and `drawn` after (with a lazy `plot`, once its code has also arrived).
 */
export function ChartPanel({
  title, model, loading, error, pricesAsOf = null, filterChips = NO_FILTERS, now, ownSupplierId = null, legendFocus = false, drawWhenVisible = false, plot, children,
}: ChartPanelProps) {
  const ready = !loading && !error && model !== null && !isEmptyChart(model.series, model.categories);
  // An empty chart is data too ('No data' is the answer on screen).
  useReportReady(!loading && !error && model !== null);
  const freshness = ready ? freshnessOf(pricesAsOf, now) : null;
  const body = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(body, drawWhenVisible);
  const plotLoaded = usePlotLoaded(plot, seen);
  const drawn = seen && plotLoaded;
  const [focused, setFocused] = useState<string | null>(null);
  // A focus survives Apply while its supplier is still in the chart; otherwise it lapses.
  const focusedSupplierId = ready && focused !== null && model!.series.some((s) => s.supplierId === focused) ? focused : null;
  const highlight: HighlightState = useMemo(() => ({ ownSupplierId, focusedSupplierId }), [ownSupplierId, focusedSupplierId]);
  return (
    <Card part="chart" aria-label={title} data-chart-bounds="" data-chart-state={error ? 'error' : loading ? 'loading' : ready ? 'drawn' : 'empty'}>
      <Head>
        <div>
          <Title>{title}</Title>
          {freshness && (
            <AsOf $stale={freshness.stale} data-stale={freshness.stale || undefined} title={freshness.stale ? 'Older than 48 hours' : undefined}>
              {freshness.text}
              {/* The colour alone would not tell a screen reader. */}
              {freshness.stale && <Hidden> (older than 48 hours)</Hidden>}
            </AsOf>
          )}
        </div>
        <ChartDownloads
          title={title}
          model={ready ? model : null}
          drawn={drawn}
          day={pricesAsOf}
          subtitle={freshness?.text ?? null}
          highlight={highlight}
          body={body}
          filters={filterChips}
        />
      </Head>
      <Body ref={body} data-plot={ready ? (drawn ? 'drawn' : 'deferred') : undefined}>
        {error ? (
          <Centered $tone="danger" role="alert">
            {error}
          </Centered>
        ) : loading ? (
          <Centered>
            <Spinner size={36} label={`Loading ${title}`} />
          </Centered>
        ) : !ready ? (
          <Centered>{NO_CHART_DATA}</Centered>
        ) : drawn ? (
          children(model!, highlight)
        ) : null}
      </Body>
      {/* Drawn with the chart: a card below the fold (all four under the form on a phone) builds its legend, up to
          some thirty entries with logos, when scrolled near instead of inside the page's load (ADR 0040). */}
      {ready && seen && (
        <ChartLegend
          series={model!.series}
          label={`${title} suppliers`}
          highlight={highlight}
          onFocusChange={legendFocus ? setFocused : undefined}
        />
      )}
    </Card>
  );
}
