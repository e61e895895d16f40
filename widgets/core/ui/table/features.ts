import { createColumnHelper, metaHelper, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { TableColumnMeta } from './columnMeta';

export type { TableColumnMeta } from './columnMeta';

/**
 * Sorting state and header toggles, no sorted row model or sort functions: the feature set of tables whose rows
 * arrive in server order (ServerSortedTable), so a server-paged list does not download client sorting. Client-sorted
 * tables (Table) add those in clientSorting.ts under this same type, so one column type serves both. At module
 * scope because TanStack Table v9 rebuilds row models whenever `features` changes identity.
 */
export const serverSortedTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<TableColumnMeta>(),
});

export type KitTableFeatures = typeof serverSortedTableFeatures;
// TValue is 'any' because one table mixes columns of different value types (TanStack's own helper does the same).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<TData extends RowData> = ColumnDef<KitTableFeatures, TData, any>;

/**
 * Column helper bound to the kit's features: `const col = tableColumnHelper<Row>()`. A column that needs a
 * particular comparison names the function (`sortFn: sortFn_text`), not a registry key: the registry exists only
 * on client-sorted tables.
 */
export function tableColumnHelper<TData extends RowData>() {
  return createColumnHelper<KitTableFeatures, TData>();
}
