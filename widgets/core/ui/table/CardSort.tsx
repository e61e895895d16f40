import { useId } from 'react';
import { styled } from 'styled-components';
import type { Column, RowData } from '@tanstack/react-table';
import { t } from '../tokens';
import { whenCards } from './cardLayout';
import type { KitTableFeatures } from './features';
import { compactFieldCss } from '../textField';

const Bar = styled.div`
  display: none;

  ${whenCards} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
    color: ${t.muted};
    font-size: 14px;
  }
`;

const Select = styled.select`
  ${compactFieldCss}
  min-width: 0;
`;

/** A column's name where its header is not plain text: the card label, else the column id. */
export function columnTitle<TData extends RowData>(column: Column<KitTableFeatures, TData>): string | undefined {
  const header = column.columnDef.header;
  return column.columnDef.meta?.cardLabel ?? (typeof header === 'string' ? header : undefined);
}

/**
 * The cards' stand-in for the clickable column headers (they are out of sight there): which column and which way.
 * Changing either sets the same sorting state a header click would, so server-sorted lists page and sort as before.
 */
export function CardSort<TData extends RowData>({ columns, onSort }: {
  columns: Column<KitTableFeatures, TData>[];
  onSort: (id: string, desc: boolean) => void;
}) {
  const id = useId();
  const current = columns.find((column) => column.getIsSorted());
  const desc = current?.getIsSorted() === 'desc';
  return (
    <Bar>
      <label htmlFor={`${id}-by`}>Sort by</label>
      <Select
        id={`${id}-by`}
        value={current?.id ?? ''}
        onChange={(event) => {
          const column = columns.find((c) => c.id === event.target.value);
          if (column) onSort(column.id, column.getFirstSortDir() === 'desc');
        }}
      >
        {!current && <option value="">None</option>}
        {columns.map((column) => (
          <option key={column.id} value={column.id}>{columnTitle(column) ?? column.id}</option>
        ))}
      </Select>
      <Select
        aria-label="Sort order"
        value={desc ? 'desc' : 'asc'}
        disabled={!current}
        onChange={(event) => current && onSort(current.id, event.target.value === 'desc')}
      >
        <option value="asc">Ascending</option>
        <option value="desc">Descending</option>
      </Select>
    </Bar>
  );
}
