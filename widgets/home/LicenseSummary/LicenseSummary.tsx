import { styled } from 'styled-components';
import { useMemo, type ReactNode } from 'react';
import { useInsights } from '../../core/config/context';
import { Table } from '../../core/ui/table/Table';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { t } from '../../core/ui/tokens';
import { ABC_MEANING, LicenseTypeTerm } from '../../core/ui/LicenseTypeTerm';
import { licenseSummaryColumns } from './columns';
import { useLicenseSummary } from './useLicenseSummary';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

export const LICENSE_SUMMARY_HEADING = 'Welcome to Insights!';
/** The counts are licenses, the drill-down lists the companies holding them: say so, since one company may hold several. */
export const LICENSE_SUMMARY_SUBHEADING =
  'Number of licenses per state. Select a count to see the companies holding those licenses (a company may hold several).';

const Header = styled.header`
  margin-bottom: 16px;
`;

const Heading = styled.h1`
  margin: 0 0 4px;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
  color: ${t.text};
`;

const Subheading = styled.p`
  margin: 0;
  color: ${t.muted};
`;

const Legend = styled.p`
  margin: 4px 0 0;
  color: ${t.muted};
  font-size: 13px;
`;

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

/**
 * Phones: tighter cells and column titles that may wrap ('Total / Licenses'), so all four columns, Total included,
 * fit 390 px; a still wider table scrolls inside its frame.
 */
const TableArea = styled.div`
  @media (max-width: 767.98px) {
    th,
    td {
      padding-left: 6px;
      padding-right: 6px;
    }
    th {
      white-space: normal;
    }
  }
`;

export interface LicenseSummaryProps {
  className?: string;
  /** Shown between the greeting and the table: the portal puts the license map there (React hosts only). */
  aboveTable?: ReactNode;
}

/** Home page: greeting and license counts per state (spec 1 §1, §2 route '/'). */
export const LicenseSummary = withHostEvents('insights-license-summary', function LicenseSummary({ className, aboveTable }: LicenseSummaryProps) {
  const { routes } = useInsights();
  const { rows, totals, isPending, isError, error, refetch } = useLicenseSummary();
  useReportReady(!isPending && !isError);
  const columns = useMemo(() => licenseSummaryColumns(routes.companies, totals), [routes.companies, totals]);

  return (
    <WidgetFrame label={LICENSE_SUMMARY_HEADING} className={className}>
      <Header part="header">
        <Heading>{LICENSE_SUMMARY_HEADING}</Heading>
        <Subheading>{LICENSE_SUMMARY_SUBHEADING}</Subheading>
        <Legend data-testid="license-type-legend">
          <LicenseTypeTerm type="ABC" />: {ABC_MEANING}, licensed to arrange energy contracts · Supplier: retail energy suppliers, licensed to sell energy
        </Legend>
      </Header>
      {aboveTable}
      {isError ? (
        <Card>
          <ErrorState message={error?.message} onRetry={() => void refetch()} />
        </Card>
      ) : !isPending && rows.length === 0 ? (
        <Card>
          <EmptyState />
        </Card>
      ) : (
        <TableArea>
          <Table
            label="License summary by state"
            data={rows}
            columns={columns}
            loading={isPending}
            getRowId={(row, index) => row.state || `row-${index}`}
          />
        </TableArea>
      )}
    </WidgetFrame>
  );
});
