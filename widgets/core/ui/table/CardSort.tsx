import { useId } from 'react';
import { styled } from 'styled-components';
import { t } from '../tokens';
import { whenCards } from './cardLayout';
import type { KitColumn, SortControl } from './sortControl';
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
export function columnTitle(column: KitColumn): string | undefined {
  const header = column.columnDef.header;
  return column.columnDef.meta?.cardLabel ?? (typeof header === 'string' ? header : undefined);
}

/**
 * The cards' stand-in for the clickable column headers (they are out of sight there): which column and which way.
 * Changing either sets the same sorting state a header click would, so server-sorted lists page and sort as before.
 */
export function CardSort({ columns, sort }: { columns: KitColumn[]; sort: SortControl }) {
  const id = useId();
  const current = columns.find((column) => sort.direction(column));
  const desc = current ? sort.direction(current) === 'desc' : false;
  return (
    <Bar>
      <label htmlFor={`${id}-by`}>Sort by</label>
      <Select
        id={`${id}-by`}
        value={current?.id ?? ''}
        onChange={(event) => {
          const column = columns.find((c) => c.id === event.target.value);
          if (column) sort.sortBy(column.id, sort.firstDesc(column));
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
        onChange={(event) => current && sort.sortBy(current.id, event.target.value === 'desc')}
      >
        <option value="asc">Ascending</option>
        <option value="desc">Descending</option>
      </Select>
    </Bar>
  );
}
