import type { OnChangeFn, RowData, SortingState } from '@tanstack/react-table';
import { clientSortControl, clientSortedTableFeatures } from './clientSorting';
import type { TableColumn } from './features';
import { TableView, type TableBaseProps } from './TableView';

export interface TableProps<TData extends RowData> extends TableBaseProps<TData> {
  /** Build with tableColumnHelper(); keep the array stable (module scope or useMemo). */
  columns: TableColumn<TData>[];
  /** Controlled sorting; leave out to let the table keep its own. Either way the table sorts `data` itself. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
}

/** A table that sorts its rows itself on a header click. For rows that come sorted from a server: ServerSortedTable. */
export function Table<TData extends RowData>({ sorting, onSortingChange, ...props }: TableProps<TData>) {
  return (
    <TableView
      {...props}
      features={clientSortedTableFeatures}
      options={{
        enableSortingRemoval: true,
        defaultColumn: { sortUndefined: 'last' },
        ...(sorting ? { state: { sorting } } : {}),
        ...(onSortingChange ? { onSortingChange } : {}),
      }}
      sortControl={clientSortControl}
    />
  );
}
