import { useTable, type ColumnDef, type Row, type RowData } from '@tanstack/react-table';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { CardLabel, CardsContainer } from './cardLayout';
import { CardSort, columnTitle } from './CardSort';
import type { KitBaseFeatures, TableColumn } from './features';
import type { KitTable, SortControl } from './sortControl';
import { SortIcon } from './SortIcon';
import { EmptyCell, Overlay, Scroller, Skeleton, SortButton, StyledTable, Td, Tfoot, Th, Tr, VisuallyHidden } from './Table.styles';

/** What every table shows and does, whichever way it sorts (Table, ServerSortedTable). */
export interface TableBaseProps<TData extends RowData> {
  data: TData[];
  /** Accessible name of the table. */
  label: string;
  /** Spec 1 §8 wording by default. */
  emptyText?: string;
  /** Skeleton rows when there is no data yet; an overlay spinner over stale data otherwise. */
  loading?: boolean;
  getRowId?: (row: TData, index: number) => string;
  /**
   * Below 600 px of its own width, show each row as a card (issue 25): the `cardTitle` column's cell in full on the
   * first line, the others as label: value pairs, a sort control in place of the header row.
   */
  cards?: boolean;
  /**
   * What sits right under the table, e.g. its pagination. It shows with the rows (which render in the background) and
   * not under the loading rows, where it would show first and then jump down when the rows arrive.
   */
  below?: ReactNode;
  className?: string;
}

interface TableViewProps<TData extends RowData> extends TableBaseProps<TData> {
  /** A module-scope feature set: TanStack Table rebuilds its row models whenever `features` changes identity. */
  features: KitBaseFeatures;
  /** Build with tableColumnHelper(); keep the array stable (module scope or useMemo). */
  columns: TableColumn<TData>[];
  /** Further options for TanStack's useTable that `features` understands (the client table's sorting). */
  options?: object;
  /** How the headers read and change the sort: the table's own (Table) or the server's (ServerSortedTable). */
  sortControl: (table: KitTable) => SortControl;
}

const SKELETON_ROWS = 5;

interface ColumnSizing {
  fill?: string;
  fillShare?: string;
}

const sizingOf = (meta: ColumnSizing | undefined, hasFill: boolean) => ({
  $fill: meta?.fill,
  $fillShare: meta?.fillShare,
  $shrink: hasFill && !meta?.fill,
});

// Explicit roles in the card layout: a table whose rows CSS lays out as blocks can lose its table semantics.
const roleIn = (cards: boolean) => (name: string) => (cards ? name : undefined);

/**
 * A cell's content: its column's `cell` called as a render function. TanStack's FlexRender makes each `cell` function
 * a component type of its own, so a column list built anew (a screen's columns close over its handlers and busy state)
 * unmounted and remounted every cell, and a button under the pointer was replaced by a new one while a click was on its
 * way. Cells here are plain render functions without hooks; a cell that needs state renders a component of its own.
 */
function cellContent<TData extends RowData>(cell: ReturnType<Row<KitBaseFeatures, TData>['getAllCells']>[number]): ReactNode {
  const render = cell.column.columnDef.cell;
  if (render == null) return null;
  return typeof render === 'function' ? render(cell.getContext()) : render;
}

/**
 * One row of the body, a component of its own: React can pause between two rows while it builds a page of them in
 * the background. Built inline, a page's 50 rows were one piece of work of 20 ms and more that no slice could split
 * (ADR 0042).
 */
function BodyRow<TData extends RowData>({ row, cards, hasFill }: { row: Row<KitBaseFeatures, TData>; cards: boolean; hasFill: boolean }) {
  const role = roleIn(cards);
  return (
    <Tr part="row" role={role('row')}>
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const cardLabel = cards && !meta?.cardTitle ? columnTitle(cell.column) : undefined;
        const content = cellContent(cell);
        return (
          <Td
            key={cell.id}
            $align={meta?.align}
            $nowrap={meta?.nowrap}
            {...sizingOf(meta, hasFill)}
            role={role('cell')}
            data-card-title={cards && meta?.cardTitle ? '' : undefined}
            data-card-label={cardLabel ? '' : undefined}
          >
            {cardLabel ? <><CardLabel>{cardLabel}</CardLabel><span>{content}</span></> : content}
          </Td>
        );
      })}
    </Tr>
  );
}

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

/** The table itself; the wrapper a screen uses (Table, ServerSortedTable) decides who sorts the rows. */
export function TableView<TData extends RowData>(props: TableViewProps<TData>) {
  const { columns, label, emptyText = 'No data found', cards = false, className } = props;
  // New rows render in the background: React builds them in slices of a few milliseconds between other work instead
  // of one task that blocks input (50 rows with their styles took 40 ms and more of a page's load: Lighthouse's TBT).
  // Meanwhile the table keeps showing what it showed; rows and loading state change together.
  const current = useMemo(() => ({ data: props.data, loading: props.loading ?? false }), [props.data, props.loading]);
  const shown = useDeferredValue(current);
  const { data, loading } = shown;
  // True while the rows on screen are older than the props: a background render is on its way. Marked on the table
  // (data-rendering) so that a screenshot waits for it (e2e/visual) instead of catching the rows before it.
  const rendering = shown !== current;
  const table = useTable({
    ...props.options,
    features: props.features,
    // Written against the sorting column type; the base features read the same definitions.
    columns: columns as unknown as ColumnDef<KitBaseFeatures, TData>[],
    data,
    getRowId: props.getRowId,
  });
  const sort = props.sortControl(table as unknown as KitTable);

  const rows = table.getRowModel().rows;
  const leafCount = table.getAllLeafColumns().length;
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const showSkeleton = loading && rows.length === 0;
  const hasFill = table.getAllLeafColumns().some((column) => column.columnDef.meta?.fill);
  const sizing = (meta: ColumnSizing | undefined) => sizingOf(meta, hasFill);
  const role = roleIn(cards);

  const scroller = (
    <Scroller className={cards ? undefined : className} aria-busy={loading || undefined} data-rendering={rendering || undefined}>
      <StyledTable part="table" aria-label={label} $cards={cards} role={role('table')}>
        <thead role={role('rowgroup')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} part="header-row" role={role('row')}>
              {group.headers.map((header) => {
                const align = header.column.columnDef.meta?.align;
                const canSort = sort.canSort(header.column);
                const sorted = sort.direction(header.column);
                return (
                  <Th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    role={role('columnheader')}
                    $align={align}
                    {...sizing(header.column.columnDef.meta)}
                    aria-sort={canSort ? ariaSort(sorted) : undefined}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <SortButton type="button" $align={align} onClick={(event) => sort.toggle(header.column, event)}>
                        <table.FlexRender header={header} />
                        <SortIcon direction={sorted} />
                      </SortButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role={role('rowgroup')}>
          {showSkeleton &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Tr key={`skeleton-${i}`} aria-hidden="true" role={role('row')}>
                {table.getAllLeafColumns().map((column) => (
                  <Td key={column.id} $align={column.columnDef.meta?.align} role={role('cell')}>
                    <Skeleton $align={column.columnDef.meta?.align} />
                  </Td>
                ))}
              </Tr>
            ))}
          {!loading && rows.length === 0 && (
            <Tr role={role('row')}>
              <EmptyCell colSpan={leafCount} role={role('cell')}>{emptyText}</EmptyCell>
            </Tr>
          )}
          {rows.map((row) => (
            <BodyRow key={row.id} row={row} cards={cards} hasFill={hasFill} />
          ))}
        </tbody>
        {hasFooter && rows.length > 0 && (
          <Tfoot role={role('rowgroup')}>
            {table.getFooterGroups().map((group) => (
              <Tr key={group.id} role={role('row')}>
                {group.headers.map((header) => (
                  <Td key={header.id} colSpan={header.colSpan} $align={header.column.columnDef.meta?.align} role={role('cell')}>
                    {header.isPlaceholder ? null : <table.FlexRender footer={header} />}
                  </Td>
                ))}
              </Tr>
            ))}
          </Tfoot>
        )}
      </StyledTable>
      {/* Skeleton rows already show progress; the spinner then only speaks to screen readers. */}
      {showSkeleton && <VisuallyHidden><Spinner label="Loading" /></VisuallyHidden>}
      {loading && !showSkeleton && (
        <Overlay>
          <Spinner label="Loading" />
        </Overlay>
      )}
    </Scroller>
  );
  const below = showSkeleton ? null : props.below;
  if (!cards) return <>{scroller}{below}</>;
  const sortable = table.getAllLeafColumns().filter((column) => sort.canSort(column));
  return (
    <>
      <CardsContainer className={className}>
        {sortable.length > 0 && (
          <CardSort columns={sortable} sort={sort} />
        )}
        {scroller}
      </CardsContainer>
      {below}
    </>
  );
}
