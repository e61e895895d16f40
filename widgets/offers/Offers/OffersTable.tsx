import { useMemo } from 'react';
import { styled } from 'styled-components';
import type { SortingState } from '@tanstack/react-table';
import type { MarketOffer, OfferChange, OfferUnit } from '../../core/api/offers';
import { formatDateSafe } from '../../core/format/date';
import { Badge } from '../../core/ui/Badge';
import { ServerSortedTable } from '../../core/ui/table/ServerSortedTable';
import { tableColumnHelper, type TableColumn } from '../../core/ui/table/features';
import { t, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { offerMove, offerSortValue, sparkSeries, usageKeys, type OfferMove } from './offerRows';
import { formatFee, formatOfferPrice, formatPriceDelta, priceHeading, usageLabel } from './offerPrices';
import { DEFAULT_SORT, type OffersSort } from './offersFilters';
import { Sparkline } from './Sparkline';

const col = tableColumnHelper<MarketOffer>();

const OfferButton = styled.button`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 0;
  border: 0;
  background: none;
  color: ${t.primary};
  font: inherit;
  font-weight: 500;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

const SupplierName = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 600;
`;

/** A fee the source writes as text ('20 / remaining month') wraps rather than widening the table. */
const Fee = styled.span`
  display: inline-block;
  max-width: 8.5em;
  white-space: normal;
`;

const Hidden = styled.span`
  ${VISUALLY_HIDDEN}
`;

const Move = styled.span<{ $kind: OfferMove['kind'] }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  /* A rise costs the customer: the warning colour; a drop the success colour. */
  color: ${(p) => (p.$kind === 'up' ? t.danger : p.$kind === 'down' ? t.success : t.muted)};
  font-weight: ${(p) => (p.$kind === 'up' || p.$kind === 'down' ? 600 : 400)};
`;

const Price = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

function MoveCell({ move, unit }: { move: OfferMove; unit: OfferUnit }) {
  switch (move.kind) {
    case 'first':
      return null;
    case 'new':
      return <Badge variant="info">New</Badge>;
    case 'same':
      return (
        <Move $kind="same">
          <span aria-hidden="true">–</span>
          <Hidden>Unchanged</Hidden>
        </Move>
      );
    default:
      return (
        <Move $kind={move.kind}>
          {formatPriceDelta(move.delta, unit)} <span aria-hidden="true">{move.kind === 'up' ? '▲' : '▼'}</span>
        </Move>
      );
  }
}

const Stacked = styled.span`
  display: block;
  white-space: nowrap;
  & + & {
    color: ${t.muted};
    font-size: 12px;
  }
`;

/**
 * The table's width with every column, in pixels, as measured in Chromium on the Power to Choose rows: about 1,105 px
 * without the usage columns and 110 px for each of them (issue 61: at 1,400 px with the portal's sidebar open the
 * table had 1,068 px and scrolled sideways by 255 px).
 */
export const fullTableWidth = (usageColumns: number) => 1105 + 110 * usageColumns;

export interface OffersTableProps {
  /**
   * Too narrow for every column: the rate type goes under the term, the prices at other uses share one column, and
   * First seen (in the offer's drawer) is left out, so the table fits without scrolling sideways.
   */
  compact?: boolean;
  /** Every offer of the snapshot (the usage columns come from all of them, so a filter does not change the columns). */
  all: readonly MarketOffer[];
  /** The offers the filters let through, sorted as `sort` says (sortOffers). */
  shown: MarketOffer[];
  unit: OfferUnit;
  previousAsOf: string | null;
  asOf: string;
  snapshots: readonly string[];
  /** The market's changes up to the snapshot shown (the price lines); null while they load or when there are none. */
  changes: readonly OfferChange[] | null;
  loading: boolean;
  sort: OffersSort;
  onSortChange: (sort: OffersSort) => void;
  onOpen: (offer: MarketOffer) => void;
  label: string;
}

/**
 * The snapshot's offers: supplier and product (the drawer's button), term, rate type, the headline price and the
 * others by use, the move since the previous snapshot, renewable share, cancellation fee, first seen, and the price
 * line. The rows come sorted (sortOffers, the CSV's order too); the headers and the cards' control change the sort.
 */
export function OffersTable({ all, shown, unit, previousAsOf, asOf, snapshots, changes, loading, sort, onSortChange, onOpen, label, compact = false }: OffersTableProps) {
  const usages = useMemo(() => usageKeys(all), [all]);
  const columns = useMemo<TableColumn<MarketOffer>[]>(() => {
    const by = (id: string) => (offer: MarketOffer) => offerSortValue(offer, id, previousAsOf);
    return [
      col.accessor(by('supplier'), {
        id: 'supplier',
        header: 'Supplier',
        meta: { cardTitle: true, fill: '15em' },
        cell: ({ row }) => {
          const offer = row.original;
          return (
            <>
              <SupplierName title={offer.supplierName}>{offer.supplierName}</SupplierName>
              <OfferButton type="button" onClick={() => onOpen(offer)} aria-haspopup="dialog" title={offer.product ?? undefined}>
                {offer.product || 'Offer details'}
              </OfferButton>
              {offer.isUtilityRate && <> <Badge variant="neutral">Utility rate</Badge></>}
            </>
          );
        },
      }),
      compact
        ? col.accessor(by('term'), {
            id: 'term',
            header: 'Term',
            sortDescFirst: false,
            meta: { nowrap: true },
            cell: ({ row }) => (
              <>
                <Stacked>{row.original.termMonths === null ? '' : `${row.original.termMonths} mo`}</Stacked>
                {row.original.rateType && <Stacked>{row.original.rateType}</Stacked>}
              </>
            ),
          })
        : col.accessor(by('term'), {
            id: 'term',
            header: 'Term',
            sortDescFirst: false,
            meta: { align: 'right', nowrap: true },
            cell: ({ row }) => (row.original.termMonths === null ? '' : `${row.original.termMonths} mo`),
          }),
      ...(compact ? [] : [col.accessor(by('rateType'), { id: 'rateType', header: 'Rate type', meta: { nowrap: true }, cell: ({ row }) => row.original.rateType ?? '' })]),
      col.accessor(by('price'), {
        id: 'price',
        header: priceHeading(unit),
        sortDescFirst: false,
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => <Price>{formatOfferPrice(row.original.price, unit)}</Price>,
      }),
      ...(compact && usages.length > 0
        ? [
            col.display({
              id: 'uses',
              header: 'Other uses',
              meta: { align: 'right', nowrap: true, cardLabel: 'Other uses' },
              cell: ({ row }) =>
                usages.map((key) => (
                  <Stacked key={key}>{`${usageLabel(key, unit)}: ${formatOfferPrice(row.original.pricesByUsage?.[key], unit)}`}</Stacked>
                )),
            }),
          ]
        : []),
      ...(compact ? [] : usages).map((key) =>
        col.accessor(by(`use-${key}`), {
          id: `use-${key}`,
          header: usageLabel(key, unit),
          sortDescFirst: false,
          meta: { align: 'right', nowrap: true },
          cell: ({ row }) => formatOfferPrice(row.original.pricesByUsage?.[key], unit),
        }),
      ),
      col.accessor(by('change'), {
        id: 'change',
        header: 'Change',
        sortDescFirst: false,
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => <MoveCell move={offerMove(row.original, previousAsOf)} unit={unit} />,
      }),
      col.accessor(by('renewable'), {
        id: 'renewable',
        header: 'Renewable',
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => (row.original.renewablePercent === null ? '' : `${row.original.renewablePercent}%`),
      }),
      col.accessor(by('cancellationFee'), {
        id: 'cancellationFee',
        header: 'Cancellation fee',
        sortDescFirst: false,
        meta: { align: 'right' },
        cell: ({ row }) => <Fee>{formatFee(row.original.cancellationFee)}</Fee>,
      }),
      ...(compact
        ? []
        : [
            col.accessor(by('firstSeen'), {
              id: 'firstSeen',
              header: 'First seen',
              sortDescFirst: true,
              meta: { nowrap: true },
              cell: ({ row }) => formatDateSafe(row.original.firstSeen),
            }),
          ]),
      col.display({
        id: 'history',
        header: 'History',
        meta: { cardLabel: 'History' },
        cell: ({ row }) => {
          const offer = row.original;
          // Without changes (one snapshot, or while they load) the price shown held since the offer was first seen.
          const points = sparkSeries(offer, snapshots.length ? snapshots : [asOf], changes ?? [], asOf);
          return <Sparkline points={points} unit={unit} width={72} />;
        },
      }),
    ];
  }, [usages, unit, previousAsOf, asOf, snapshots, changes, onOpen, compact]);
  const sorting = useMemo<SortingState>(() => [{ id: sort.id, desc: sort.desc }], [sort]);
  return (
    <ServerSortedTable
      label={label}
      data={shown}
      columns={columns}
      loading={loading}
      cards
      getRowId={(offer) => String(offer.id)}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        const first = next[0];
        onSortChange(first ? { id: first.id, desc: first.desc } : DEFAULT_SORT);
      }}
      emptyText="No offer matches these filters."
    />
  );
}

/** The sortable columns of a snapshot's table: a sort from the URL that names another falls back to price. */
export function offerColumnIds(usages: readonly string[]): string[] {
  return ['supplier', 'term', 'rateType', 'price', ...usages.map((key) => `use-${key}`), 'change', 'renewable', 'cancellationFee', 'firstSeen'];
}
