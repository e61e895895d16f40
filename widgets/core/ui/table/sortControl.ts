import type { Column, OnChangeFn, SortingState, Table } from '@tanstack/react-table';
import type { KitBaseFeatures } from './features';

// Any row type: a SortControl reads only ids, definitions and values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KitColumn = Column<KitBaseFeatures, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KitTable = Table<KitBaseFeatures, any>;
type SortDirection = false | 'asc' | 'desc';

/**
 * How a table's headers (and its cards' Sort by control) read and change the sort. Table answers with TanStack's
 * sorting feature (clientSorting.ts); ServerSortedTable with serverSortControl below, which needs none of it.
 */
export interface SortControl {
  canSort(column: KitColumn): boolean;
  direction(column: KitColumn): SortDirection;
  /** Whether a column's first click sorts it largest first. */
  firstDesc(column: KitColumn): boolean;
  /** A header click. */
  toggle(column: KitColumn, event: unknown): void;
  /** The cards' control: this column, this way. */
  sortBy(id: string, desc: boolean): void;
}

/** The sorting options a column may set (on the column type of either table). */
type SortOptions = { enableSorting?: boolean; sortDescFirst?: boolean };

/**
 * The sort of rows a server has already sorted, with TanStack's click cycle: the first click sorts the column its
 * first way (text A to Z, anything else largest first, or as `sortDescFirst` says), the second the other way, the
 * third clears it. Rows keep the order they came in; `onSortingChange` fetches them sorted anew.
 */
export function serverSortControl(table: KitTable, sorting: SortingState, onSortingChange: OnChangeFn<SortingState>): SortControl {
  const direction = (column: KitColumn): SortDirection => {
    const entry = sorting.find((item) => item.id === column.id);
    return entry ? (entry.desc ? 'desc' : 'asc') : false;
  };
  const firstDesc = (column: KitColumn) => {
    const option = (column.columnDef as SortOptions).sortDescFirst;
    if (option !== undefined) return option;
    // As TanStack decides: the first value present among the first rows; text starts A to Z.
    const value = table.getRowModel().rows.slice(0, 10).map((row) => row.getValue(column.id)).find((v) => v != null);
    return typeof value !== 'string';
  };
  return {
    canSort: (column) => ((column.columnDef as SortOptions).enableSorting ?? true) && !!column.accessorFn,
    direction,
    firstDesc,
    toggle: (column) => {
      const now = direction(column);
      const first = firstDesc(column) ? 'desc' : 'asc';
      onSortingChange(!now ? [{ id: column.id, desc: first === 'desc' }] : now === first ? [{ id: column.id, desc: now === 'asc' }] : []);
    },
    sortBy: (id, desc) => onSortingChange([{ id, desc }]),
  };
}
