import {
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type Column,
  type RowData,
  type Table,
} from '@tanstack/react-table';
import type { TableColumnMeta } from './columnMeta';
import type { KitTableFeatures } from './features';
import type { KitTable, SortControl } from './sortControl';

/**
 * The feature set of tables that sort their rows themselves (Table): TanStack's sorting with its sorted row model,
 * and the sort functions a column's 'auto' sortFn picks from by its values. Only Table imports this module, so
 * server-sorted pages do without it.
 */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: metaHelper<TableColumnMeta>(),
});
/** Typed as the columns' feature set (it is a superset of it), so both tables share one column type. */
export const clientSortedTableFeatures: KitTableFeatures = features;

/** The headers' sort through TanStack's sorting feature (the table was built with clientSortedTableFeatures). */
export function clientSortControl(kitTable: KitTable): SortControl {
  const table = kitTable as unknown as Table<KitTableFeatures, RowData>;
  const sorting = (column: unknown) => column as Column<KitTableFeatures, RowData>;
  return {
    canSort: (column) => sorting(column).getCanSort(),
    direction: (column) => sorting(column).getIsSorted(),
    firstDesc: (column) => sorting(column).getFirstSortDir() === 'desc',
    toggle: (column, event) => sorting(column).getToggleSortingHandler()?.(event),
    sortBy: (id, desc) => table.setSorting([{ id, desc }]),
  };
}
