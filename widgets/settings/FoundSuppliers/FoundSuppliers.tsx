import { styled } from 'styled-components';
import { useCallback, useMemo, useState } from 'react';
import { companyOfferQueries, type FoundSupplier } from '../../core/api/companyOffers';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { MERGE_SUCCESS, MergeDialog } from '../../core/companyMerge/MergeDialog';
import { useInsights } from '../../core/config/context';
import { InsightsLink, useLink } from '../../core/config/links';
import { formatDateSafe } from '../../core/format/date';
import { formatCount } from '../../core/format/number';
import { Button } from '../../core/ui/Button';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { SettingsCard, SettingsCardHead } from '../../core/ui/settingsCard';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper } from '../../core/ui/table/features';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { useReportReady } from '../../core/events/useReportReady';
import { withHostEvents } from '../../core/events/withHostEvents';

export const FOUND_SUPPLIERS_TITLE = 'Suppliers found in offers';
export const NO_FOUND_SUPPLIERS = 'No suppliers found in offers';

/* Sits below the Addons Access matrix and Embedding in SuperAdmin Settings. */
const Section = styled(SettingsCard)`
  margin-top: 16px;
`;

const CompanyLink = styled(InsightsLink)`
  color: ${t.primary};
  font-weight: 500;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

/** One market a line: a supplier of many Texas utilities would otherwise be one long run of names. */
const Markets = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

const column = tableColumnHelper<FoundSupplier>();

/** The columns; the Name's link and the Merge button need the host's links and the row's action. */
function supplierColumns(companyHref: (row: FoundSupplier) => { href: string; onClick: React.MouseEventHandler<HTMLAnchorElement> }, onMerge: (row: FoundSupplier) => void) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      meta: { cardTitle: true },
      cell: ({ row }) => <CompanyLink {...companyHref(row.original)}>{row.original.name}</CompanyLink>,
    }),
    column.accessor((r) => r.markets.join(', '), {
      id: 'markets',
      header: 'Markets',
      cell: ({ row }) => <Markets>{row.original.markets.map((m) => <span key={m}>{m}</span>)}</Markets>,
    }),
    column.accessor('offers', { header: 'Offers', cell: ({ row }) => formatCount(row.original.offers) }),
    column.accessor('firstSeen', { header: 'First seen', cell: ({ row }) => formatDateSafe(row.original.firstSeen) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button size="sm" variant="secondary" onClick={() => onMerge(row.original)} aria-label={`Merge ${row.original.name}`}>Merge</Button>
      ),
    }),
  ]);
}

export interface FoundSuppliersProps {
  className?: string;
}

/**
 * SuperAdmin Settings → Suppliers found in offers (issue 60 §4): the companies an import created because an offer
 * named a supplier no company matched. Merge folds one into the right company with the company page's own merge
 * dialog; the alias the merge leaves lets the next import match the name.
 */
export const FoundSuppliers = withHostEvents('insights-found-suppliers', function FoundSuppliers({ className }: FoundSuppliersProps) {
  const { session } = useInsights();
  const link = useLink();
  const toast = useToast();
  const allowed = Boolean(session?.isSuperAdmin);
  const suppliers = useQuery({ ...companyOfferQueries.foundSuppliers(useApiContext()), enabled: allowed });
  useReportReady(suppliers.data !== undefined);
  const [merging, setMerging] = useState<FoundSupplier | null>(null);
  // Stable: the dialog takes the focus back whenever its onClose changes, which would swallow the typed search text.
  const closeMerge = useCallback(() => setMerging(null), []);

  const columns = useMemo(() => supplierColumns((row) => {
    const path = link.path('company', { companyId: row.companyId });
    return { href: link.href(path), onClick: link.onClick(path) };
  }, setMerging), [link]);

  let body;
  if (!allowed) {
    body = (
      <EmptyState
        title="Not enough Access!"
        description="It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access."
      />
    );
  } else if (suppliers.isError && !suppliers.data) {
    body = <ErrorState message={suppliers.error.message} onRetry={() => void suppliers.refetch()} />;
  } else if (suppliers.data && suppliers.data.length === 0) {
    body = <EmptyState title={NO_FOUND_SUPPLIERS} description="Every supplier of the imported offers matched a company." />;
  } else {
    body = (
      <Table label={FOUND_SUPPLIERS_TITLE} data={suppliers.data ?? []} loading={!suppliers.data} columns={columns} cards getRowId={(r) => r.companyId} />
    );
  }

  return (
    <WidgetFrame label={FOUND_SUPPLIERS_TITLE} className={className}>
      <Section>
        <SettingsCardHead part="header">
          <div>
            <h2>{FOUND_SUPPLIERS_TITLE}</h2>
            <p>
              Suppliers of imported offers that matched no company became companies of their own. Merge one into the
              company it is; the next import then matches its name through the alias the merge leaves.
            </p>
          </div>
        </SettingsCardHead>
        {body}
      </Section>
      {merging && (
        <MergeDialog
          source={{ id: merging.companyId, legalName: merging.name }}
          onClose={closeMerge}
          onMerged={() => {
            setMerging(null);
            toast.success(MERGE_SUCCESS);
          }}
        />
      )}
    </WidgetFrame>
  );
});
