import type { OnChangeFn, RowData, SortingState } from '@tanstack/react-table';
import { serverSortedTableFeatures, type TableColumn } from './features';
import { serverSortControl } from './sortControl';
import { TableView, type TableBaseProps } from './TableView';

export interface ServerSortedTableProps<TData extends RowData> extends TableBaseProps<TData> {
  /** Build with tableColumnHelper(); keep the array stable (module scope or useMemo). */
  columns: TableColumn<TData>[];
  /** The order the server sorted `data` in. */
  sorting: SortingState;
  /** A header click (or the cards' sort control) asks for another order here; fetch the rows sorted so. */
  onSortingChange: OnChangeFn<SortingState>;
}

/**
 * A table of rows the server has already sorted (a server-paged list): headers show and change the sort, the rows
 * keep the order they came in. It carries no TanStack sorting code (sortControl.ts keeps the sort), which keeps
 * such pages' download smaller (issue 22).
 */
export function ServerSortedTable<TData extends RowData>({ sorting, onSortingChange, ...props }: ServerSortedTableProps<TData>) {
  return (
    <TableView
      {...props}
      features={serverSortedTableFeatures}
      sortControl={(table) => serverSortControl(table, sorting, onSortingChange)}
    />
  );
}
