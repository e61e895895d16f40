import { useId } from 'react';
import { styled } from 'styled-components';
import type { ActivityMonth, ExpiryOutlook as ExpiryOutlookFigures } from '../../core/api/activity';
import { formatCount } from '../../core/format/number';
import { Spinner } from '../../core/ui/Spinner';
import { t } from '../../core/ui/tokens';
import { formatDelta, formatPercent, monthLabel, type Change, type PeriodComparison as Comparison } from './activitySeries';

export const Panel = styled.section`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  padding: 16px;
  min-width: 0;
  @container activity (max-width: 480px) {
    padding: 12px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    font-weight: 600;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(124px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.li`
  padding: 10px 12px;
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
  min-width: 0;
  .label {
    color: ${t.muted};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  .value {
    font-size: 22px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .change {
    font-size: 12px;
    color: ${t.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${t.muted};
`;

/** The month under way's line, below the compared figures. */
const Underway = styled(Muted)`
  margin-top: 12px;
  font-size: 13px;
`;

/** '+12 (+5%) vs previous month'; without a per cent (from 0): '+12 vs previous month'. */
export function changeText(change: Change, against: string): string {
  const percent = formatPercent(change.percent);
  return `${formatDelta(change.delta)}${percent ? ` (${percent})` : ''} vs ${against}`;
}

/** 'Dec 2026 so far: 31 new, 17 renewed, 2 expired; compared once the month is over.' */
export function underwayText(month: ActivityMonth): string {
  return `${monthLabel(month.month)} so far: ${formatCount(month.new)} new, ${formatCount(month.renewed)} renewed, ${formatCount(month.expired)} expired; compared once the month is over.`;
}

/**
 * The latest month that is over, its four figures against the month before and the same month last year; the month
 * under way, if the reply holds it, in one line below (its figures so far).
 */
export function PeriodComparison({ comparison }: { comparison: Comparison | null }) {
  const id = useId();
  // Null while the months load: the panel holds its place, so the expiry outlook beside it does not move when they come.
  if (!comparison) {
    return (
      <Panel aria-labelledby={id} part="panel">
        <h2 id={id}>Against earlier months</h2>
        <Spinner label="Loading the comparison" />
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby={id} part="panel">
      <h2 id={id}>{monthLabel(comparison.month)} against earlier months</h2>
      <Grid>
        {comparison.figures.map((figure) => (
          <Figure key={figure.key} data-figure={figure.key}>
            <div className="label">{figure.label}</div>
            <div className="value">{formatCount(figure.value)}</div>
            <div className="change">{figure.previousMonth ? changeText(figure.previousMonth, 'previous month') : 'No previous month'}</div>
            <div className="change">{figure.lastYear ? changeText(figure.lastYear, 'last year') : 'No month a year before'}</div>
          </Figure>
        ))}
      </Grid>
      {comparison.underway && <Underway>{underwayText(comparison.underway)}</Underway>}
    </Panel>
  );
}

const WINDOWS = [
  { key: 'within30', label: 'Within 30 days' },
  { key: 'within60', label: 'Within 60 days' },
  { key: 'within90', label: 'Within 90 days' },
] as const;

/** Active licenses of the filtered market whose expiry date falls within 30, 60 and 90 days (cumulative). */
export function ExpiryOutlook({ outlook, loading, error }: { outlook: ExpiryOutlookFigures | undefined; loading: boolean; error: string | null }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id} part="panel">
      <h2 id={id}>Expiry outlook</h2>
      {error ? (
        <Muted role="alert">{error}</Muted>
      ) : loading || !outlook ? (
        <Spinner label="Loading expiry outlook" />
      ) : (
        <Grid>
          {WINDOWS.map((w) => (
            <Figure key={w.key} data-window={w.key}>
              <div className="label">{w.label}</div>
              <div className="value">{formatCount(outlook[w.key])}</div>
              <div className="change">active licenses expiring</div>
            </Figure>
          ))}
        </Grid>
      )}
    </Panel>
  );
}
