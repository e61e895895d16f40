/** What a column tells the kit's tables about its layout (TanStack's columnDef.meta). */
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
