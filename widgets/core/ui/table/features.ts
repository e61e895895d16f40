import { createColumnHelper, metaHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { rowSortingFeature } from '@tanstack/react-table';
import type { TableColumnMeta } from './columnMeta';

export type { TableColumnMeta } from './columnMeta';

/**
 * The features every kit table builds on: the columns' meta, nothing else. A server-sorted table (ServerSortedTable)
 * uses just these and keeps its sort state itself (sortControl.ts), so a server-paged list downloads no TanStack
 * sorting code; a client-sorted table (Table) adds TanStack's sorting in clientSorting.ts. At module scope because
 * TanStack Table v9 rebuilds row models whenever `features` changes identity.
 */
export const serverSortedTableFeatures = tableFeatures({
  columnMeta: metaHelper<TableColumnMeta>(),
});

/** What a kit table's code sees: the columns and their meta (sorting goes through a SortControl). */
export type KitBaseFeatures = typeof serverSortedTableFeatures;
/** The type columns are written against: with sorting's options (enableSorting, sortFn, sortDescFirst), either table. */
export type KitTableFeatures = KitBaseFeatures & { rowSortingFeature: typeof rowSortingFeature };
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
