import { useMemo } from 'react';
import { styled } from 'styled-components';
import { offerQueries, type OfferMarket, type OfferUnit } from '../../core/api/offers';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { saveText } from '../../core/files/download';
import { formatDateSafe } from '../../core/format/date';
import { formatCount } from '../../core/format/number';
import { Badge, type BadgeVariant } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Table } from '../../core/ui/table/Table';
import { tableColumnHelper, type TableColumn } from '../../core/ui/table/features';
import { t } from '../../core/ui/tokens';
import { ChangeRange } from './OffersControls';
import { changeKindLabel, changesCsv, summarizeChanges, type NetChange } from './offerRows';
import { formatOfferPrice, formatPriceDelta, unitLabel } from './offerPrices';
import { offersFileName } from './offersFilters';

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 14px;
    border: 1px solid ${t.border};
    border-radius: ${t.radius};
    background: ${t.surface};
  }
  strong {
    display: block;
    font-size: 24px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${t.muted};
    font-size: 13px;
  }
  @container offers (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 16px;
  & > [role='group'] {
    flex: 1 1 320px;
  }
`;

const Caption = styled.p`
  margin: 0 0 12px;
  color: ${t.muted};
`;

const KIND_VARIANT: Record<NetChange['kind'], BadgeVariant> = { new: 'info', withdrawn: 'neutral', up: 'danger', down: 'success' };
const FIGURES: readonly { kind: NetChange['kind']; label: string }[] = [
  { kind: 'new', label: 'New' },
  { kind: 'withdrawn', label: 'Withdrawn' },
  { kind: 'up', label: 'Price up' },
  { kind: 'down', label: 'Price down' },
];

const col = tableColumnHelper<NetChange>();

function changeColumns(unit: OfferUnit): TableColumn<NetChange>[] {
  return [
    col.accessor((c) => c.kind, {
      id: 'kind',
      header: 'Change',
      meta: { nowrap: true },
      cell: ({ row }) => <Badge variant={KIND_VARIANT[row.original.kind]}>{changeKindLabel(row.original.kind)}</Badge>,
    }),
    col.accessor((c) => c.product ?? c.supplierName, { id: 'product', header: 'Product', meta: { cardTitle: true, fill: '12em', fillShare: '60%' } }),
    col.accessor((c) => c.supplierName, { id: 'supplier', header: 'Supplier', meta: { fill: '10em', fillShare: '40%' } }),
    col.accessor((c) => c.termMonths ?? undefined, {
      id: 'term',
      header: 'Term',
      meta: { align: 'right', nowrap: true },
      cell: ({ getValue }) => (getValue() === undefined ? '' : `${getValue()} mo`),
    }),
    // A new offer had no price before, a withdrawn one none after: a dash, not a blank a card would label.
    col.accessor((c) => c.before ?? undefined, { id: 'before', header: 'Before', meta: { align: 'right', nowrap: true }, cell: ({ row }) => formatOfferPrice(row.original.before, unit) || '—' }),
    col.accessor((c) => c.after ?? undefined, { id: 'after', header: 'After', meta: { align: 'right', nowrap: true }, cell: ({ row }) => formatOfferPrice(row.original.after, unit) || '—' }),
    col.accessor((c) => (c.before !== null && c.after !== null ? c.after - c.before : undefined), {
      id: 'delta',
      header: 'Difference',
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => {
        const { before, after } = row.original;
        return before === null || after === null ? '—' : formatPriceDelta(after - before, unit);
      },
    }),
    col.accessor((c) => c.date, { id: 'date', header: 'Changed on', meta: { nowrap: true }, cell: ({ getValue }) => formatDateSafe(getValue()) }),
  ];
}

export interface WhatChangedProps {
  market: OfferMarket;
  /** The dates compared (YYYY-MM-DD), both snapshots of the market. */
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
  sourceName: string;
}

/**
 * What changed between two snapshot dates of a market: offers new, withdrawn, priced up and down, counted, then
 * listed (one line per offer: the net of its changes in between), with the list to download.
 */
export function WhatChanged({ market, from, to, onRange, sourceName }: WhatChangedProps) {
  const ctx = useApiContext();
  const changes = useQuery(offerQueries.changes(ctx, market, from, to));
  const summary = useMemo(() => summarizeChanges(changes.data ?? [], from, to), [changes.data, from, to]);
  const columns = useMemo(() => changeColumns(market.unit), [market.unit]);
  const range = `${formatDateSafe(from)} to ${formatDateSafe(to)}`;
  return (
    <section aria-label="What changed" data-testid="what-changed">
      <Head>
        <ChangeRange snapshots={market.snapshots} from={from} to={to} onChange={onRange} />
        <Button
          variant="secondary"
          size="sm"
          disabled={changes.isPending || changes.isError || summary.changes.length === 0}
          onClick={() => saveText(offersFileName('offer-changes', market, from, 'to', to), changesCsv(summary, market.unit, from, to))}
          style={{ marginBottom: 12 }}
        >
          Download CSV
        </Button>
      </Head>
      <Caption>{`${sourceName}: ${range}. Prices in ${unitLabel(market.unit)}.`}</Caption>
      <Figures aria-label={`Changes from ${range}`}>
        {FIGURES.map((figure) => (
          <li key={figure.kind} data-figure={figure.kind}>
            <strong>{changes.isPending || changes.isError ? '–' : formatCount(summary.counts[figure.kind])}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </Figures>
      {changes.isError ? (
        <ErrorState message={changes.error.message} onRetry={() => void changes.refetch()} />
      ) : !changes.isPending && summary.changes.length === 0 ? (
        <EmptyState title="Nothing changed" description={`The offers of ${range} are the same, at the same prices.`} />
      ) : (
        <Table label={`What changed, ${range}`} data={summary.changes} columns={columns} loading={changes.isPending} cards getRowId={(c) => String(c.offerId)} />
      )}
    </section>
  );
}
