import { useTable, type OnChangeFn, type RowData, type SortingState } from '@tanstack/react-table';
import { Spinner } from '../Spinner';
import { kitTableFeatures, type TableColumn } from './features';
import { SortIcon } from './SortIcon';
import { EmptyCell, Overlay, Scroller, Skeleton, SortButton, StyledTable, Td, Tfoot, Th, Tr, VisuallyHidden } from './Table.styles';

export interface TableProps<TData extends RowData> {
  data: TData[];
  /** Build with tableColumnHelper(); keep the array stable (module scope or useMemo). */
  columns: TableColumn<TData>[];
  /** Accessible name of the table. */
  label: string;
  /** Spec 1 §8 wording by default. */
  emptyText?: string;
  /** Skeleton rows when there is no data yet; an overlay spinner over stale data otherwise. */
  loading?: boolean;
  getRowId?: (row: TData, index: number) => string;
  /** Controlled sorting (e.g. server-side); leave out for client-side sorting of `data`. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Data is already in server order; header clicks only report the wish through onSortingChange. */
  manualSorting?: boolean;
  className?: string;
}

const SKELETON_ROWS = 5;

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

export function Table<TData extends RowData>(props: TableProps<TData>) {
  const { data, columns, label, emptyText = 'No data found', loading = false, className } = props;
  const table = useTable({
    features: kitTableFeatures,
    columns,
    data,
    getRowId: props.getRowId,
    manualSorting: props.manualSorting,
    enableSortingRemoval: true,
    defaultColumn: { sortUndefined: 'last' },
    ...(props.sorting ? { state: { sorting: props.sorting } } : {}),
    ...(props.onSortingChange ? { onSortingChange: props.onSortingChange } : {}),
  });

  const rows = table.getRowModel().rows;
  const leafCount = table.getAllLeafColumns().length;
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const showSkeleton = loading && rows.length === 0;
  const hasFill = table.getAllLeafColumns().some((column) => column.columnDef.meta?.fill);
  const sizing = (meta: { fill?: string; fillShare?: string } | undefined) => ({
    $fill: meta?.fill,
    $fillShare: meta?.fillShare,
    $shrink: hasFill && !meta?.fill,
  });

  return (
    <Scroller className={className} aria-busy={loading || undefined}>
      <StyledTable part="table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} part="header-row">
              {group.headers.map((header) => {
                const align = header.column.columnDef.meta?.align;
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                return (
                  <Th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    $align={align}
                    {...sizing(header.column.columnDef.meta)}
                    aria-sort={canSort ? ariaSort(sorted) : undefined}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <SortButton type="button" $align={align} onClick={header.column.getToggleSortingHandler()}>
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
        <tbody>
          {showSkeleton &&
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Tr key={`skeleton-${i}`} aria-hidden="true">
                {table.getAllLeafColumns().map((column) => (
                  <Td key={column.id} $align={column.columnDef.meta?.align}>
                    <Skeleton $align={column.columnDef.meta?.align} />
                  </Td>
                ))}
              </Tr>
            ))}
          {!loading && rows.length === 0 && (
            <Tr>
              <EmptyCell colSpan={leafCount}>{emptyText}</EmptyCell>
            </Tr>
          )}
          {rows.map((row) => (
            <Tr key={row.id} part="row">
              {row.getAllCells().map((cell) => (
                <Td key={cell.id} $align={cell.column.columnDef.meta?.align} $nowrap={cell.column.columnDef.meta?.nowrap} {...sizing(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
        {hasFooter && rows.length > 0 && (
          <Tfoot>
            {table.getFooterGroups().map((group) => (
              <Tr key={group.id}>
                {group.headers.map((header) => (
                  <Td key={header.id} colSpan={header.colSpan} $align={header.column.columnDef.meta?.align}>
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
}
