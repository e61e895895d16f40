import {
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { TableColumnMeta } from './columnMeta';
import type { KitTableFeatures } from './features';

/**
 * The feature set of tables that sort their rows themselves (Table): the sorted row model, and the sort functions
 * a column's 'auto' sortFn picks from by its values. Typed as the kit's common set (it is a superset of it) so
 * both kinds of table share one column type; only Table imports this module, so server-sorted pages do without it.
 */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: metaHelper<TableColumnMeta>(),
});
export const clientSortedTableFeatures: KitTableFeatures = features;
