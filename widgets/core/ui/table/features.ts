import {
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export interface TableColumnMeta {
  /** Numbers read better right-aligned. */
  align?: 'left' | 'right';
  /** Keep the cell on one line: the table sizes the column by its content (and scrolls when too wide). */
  nowrap?: boolean;
  /**
   * The column takes the width the others leave (they shrink to their content), at least this much (e.g. '14em'),
   * and its cells cut their text with an ellipsis instead of wrapping (give the full text as a title).
   * For long names beside short values: one line per row, and no column wider than it needs.
   */
  fill?: string;
  /** With several fill columns: this one's share of the width left (e.g. '60%'); default all of it. */
  fillShare?: string;
  /** In a table's card layout (`cards`): this cell is the card's first line, shown whole and without a label. */
  cardTitle?: boolean;
  /** The label of this column's value on a card when its header is not plain text; '' or neither: no label. */
  cardLabel?: string;
}

/**
 * The kit's one feature set, at module scope because TanStack Table v9 rebuilds row models
 * whenever `features` changes identity. Only sorting is registered: server-paged tables sort on the server.
 */
export const kitTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: metaHelper<TableColumnMeta>(),
});

export type KitTableFeatures = typeof kitTableFeatures;
// TValue is 'any' because one table mixes columns of different value types (TanStack's own helper does the same).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<TData extends RowData> = ColumnDef<KitTableFeatures, TData, any>;

/** Column helper bound to the kit's features: `const col = tableColumnHelper<Row>()`. */
export function tableColumnHelper<TData extends RowData>() {
  return createColumnHelper<KitTableFeatures, TData>();
}
