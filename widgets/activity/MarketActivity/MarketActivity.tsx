import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { chartPng } from '../../core/chart/chartImage';
import { lazyPlot } from '../../core/chart/lazyPlot';
import { useReportReady } from '../../core/events/useReportReady';
import { withHostEvents } from '../../core/events/withHostEvents';
import { saveBlob, saveText } from '../../core/files/download';
import { Button } from '../../core/ui/Button';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { activityCsv, isEmptyActivity } from './activitySeries';
import { activityFileName, filterLabel, type ActivityParams } from './activityFilters';
import { ActivityFiltersBar } from './ActivityFiltersBar';
import { ExpiryOutlook, Panel, PeriodComparison } from './ActivityFigures';
import { ActivityTable } from './ActivityTable';
import { LEGEND } from './chartColours';
import { useMarketActivity } from './useMarketActivity';

export const MARKET_ACTIVITY_TITLE = 'Market Activity';
const CHART_TITLE = 'Licenses per month';
export const ACTIVITY_CHART_HEIGHT = 340;

/** nivo's bar chart, in a chunk of its own: fetched as the screen mounts, beside the data. */
const barPlot = lazyPlot(() => import('./ActivityChart'));

/** The widget's own width decides its layout (an intranet may give it a narrow column on a wide screen). */
const Root = styled.div`
  container: activity / inline-size;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Subheading = styled.p`
  margin: 2px 0 16px;
  color: ${t.muted};
`;

const Card = styled(Panel)`
  margin-bottom: 16px;
`;

const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 12px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
  }
  p {
    margin: 2px 0 0;
    color: ${t.muted};
    font-size: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Body = styled.div`
  position: relative;
  height: ${ACTIVITY_CHART_HEIGHT}px;
  min-width: 0;
`;

const Centered = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  padding: 8px 0 0;
  list-style: none;
  border-top: 1px solid ${t.border};
  font-size: 12px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/** The comparison (four figures) beside the outlook (three); one above the other on narrow screens. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 3fr);
  gap: 16px;
  margin-bottom: 16px;
  @container activity (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Whether the chart's drawing code is there; fetched once, as the screen mounts. */
function usePlotLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => barPlot.get() !== null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    barPlot.load().then(
      () => live && setLoaded(true),
      (error: unknown) => console.error('The chart could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** The chart's key. It shows while the months load too, so the panels under the card keep their place when it draws. */
function ChartKey() {
  return (
    <Legend aria-label="Legend">
      {LEGEND.map((entry) => (
        <li key={entry.key}>
          <span
            aria-hidden="true"
            style={{ width: 14, height: entry.line ? 3 : 10, borderRadius: 2, background: entry.colour, display: 'inline-block' }}
          />
          {entry.label}
        </li>
      ))}
    </Legend>
  );
}

export interface MarketActivityProps {
  /** Two-letter state code, e.g. `TX`; empty: every state. */
  state?: string | null;
  /** `Electric` or `Gas`; empty: both. */
  commodity?: string | null;
  /** `Supplier`, `ABC` or one ABC kind (`Aggregator`, `Agent`, `Broker`, `Consultant`); empty: every type. */
  licenseType?: string | null;
  /** The period in months: 12, 24 (default) or 36. */
  months?: string | number | null;
  /** Write the filters into the page URL through the host's navigate (default on; nothing without one). */
  syncUrl?: boolean;
  /** "Today" for the months asked (stories and tests); the real date by default. */
  today?: Date;
}

/**
 * Market Activity (issue 36): a market's New, Renewed and Expired licenses per month with Active beside them, the
 * last month that is over against the one before and a year before (this month's figures so far), the expiry outlook
 * and the months as a table, with the series and the chart to download. The filters live in the host's URL.
 */
export const MarketActivity = withHostEvents('insights-market-activity', function MarketActivity({
  state, commodity, licenseType, months: period, syncUrl = true, today,
}: MarketActivityProps) {
  const params: ActivityParams = { state, commodity, licenseType, months: period };
  const { filters, update, activity, months, comparison, outlook, states } = useMarketActivity({ params, syncUrl, today });
  const plotLoaded = usePlotLoaded();
  const body = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const loaded = !activity.isPending && !activity.isError;
  useReportReady(loaded);

  const label = filterLabel(filters);
  const ready = loaded && months.length > 0 && !isEmptyActivity(months);
  const lastMonth = months.length ? months[months.length - 1].month : null;
  const drawn = ready && plotLoaded;

  const savePng = async () => {
    if (!body.current) return;
    setSaving(true);
    try {
      const legend = LEGEND.map((entry) => ({ label: entry.label, colour: entry.colour }));
      saveBlob(await chartPng(body.current, { title: `${MARKET_ACTIVITY_TITLE}: ${CHART_TITLE}`, subtitle: label, legend }), activityFileName(filters, lastMonth, 'png'));
    } catch (error) {
      console.error('The chart image could not be made', error);
    } finally {
      setSaving(false);
    }
  };

  const Chart = barPlot.get()?.ActivityChart;
  return (
    <WidgetFrame label={MARKET_ACTIVITY_TITLE}>
      <Root>
        <header part="header">
          <Heading>{MARKET_ACTIVITY_TITLE}</Heading>
          <Subheading>New, renewed and expired licenses per month, and how many are active.</Subheading>
        </header>
        <ActivityFiltersBar filters={filters} states={states.data ?? []} onChange={update} />
        <Card aria-label={CHART_TITLE} part="chart" data-chart-bounds="" data-chart-state={activity.isError ? 'error' : activity.isPending ? 'loading' : ready ? 'drawn' : 'empty'}>
          <CardHead>
            <div>
              <h2>{CHART_TITLE}</h2>
              <p data-testid="activity-filter-label">{label}</p>
            </div>
            <Actions>
              <Button variant="secondary" size="sm" disabled={!ready} onClick={() => saveText(activityFileName(filters, lastMonth, 'csv'), activityCsv(months))}>
                Download CSV
              </Button>
              <Button variant="secondary" size="sm" disabled={!drawn} busy={saving} onClick={() => void savePng()}>
                Download PNG
              </Button>
            </Actions>
          </CardHead>
          {activity.isError ? (
            <ErrorState message={activity.error?.message} onRetry={() => void activity.refetch()} />
          ) : activity.isPending ? (
            <>
              <Body>
                <Centered>
                  <Spinner size={36} />
                </Centered>
              </Body>
              <ChartKey />
            </>
          ) : !ready ? (
            <EmptyState description="No license was registered, renewed or expired in this market in the period." />
          ) : (
            <>
              <Body ref={body} data-plot={drawn ? 'drawn' : 'deferred'}>
                {Chart ? <Chart months={months} /> : <Centered><Spinner size={36} label="Loading chart" /></Centered>}
              </Body>
              <ChartKey />
            </>
          )}
        </Card>
        <Row>
          {activity.isPending ? <PeriodComparison comparison={null} /> : ready && comparison && <PeriodComparison comparison={comparison} />}
          <ExpiryOutlook outlook={outlook.data} loading={outlook.isPending} error={outlook.isError ? outlook.error.message : null} />
        </Row>
        {ready && (
          <Panel part="panel">
            <ActivityTable months={months} caption={`Licenses per month · ${label}`} />
          </Panel>
        )}
      </Root>
    </WidgetFrame>
  );
});
