import { styled } from 'styled-components';
import type { ActivityMonth } from '../../core/api/activity';
import { formatCount } from '../../core/format/number';
import { t } from '../../core/ui/tokens';
import { FIGURES, monthLabel } from './activitySeries';

const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    font-size: 16px;
    padding-bottom: 8px;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${t.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: ${t.muted};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  tbody tr:hover {
    background: ${t.surfaceMuted};
  }
  /* A phone: the five columns fit without scrolling (the scroller is for narrower boxes still). */
  @container activity (max-width: 480px) {
    font-size: 13px;
    th,
    td {
      padding: 6px 3px;
    }
    thead th {
      font-size: 11px;
      letter-spacing: 0;
    }
  }
`;

/** The months as the API counts them, newest first: Month ('Nov 2026'), New, Renewed, Expired, Active. */
export function ActivityTable({ months, caption }: { months: readonly ActivityMonth[]; caption: string }) {
  return (
    // Focusable, so a keyboard can scroll it when a narrow screen cuts it.
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <Grid part="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {FIGURES.map((f) => (
              <th key={f.key} scope="col">
                {f.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month} data-month={m.month}>
              <th scope="row" style={{ fontWeight: 500 }}>
                {monthLabel(m.month)}
              </th>
              {FIGURES.map((f) => (
                <td key={f.key}>{formatCount(m[f.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroller>
  );
}
