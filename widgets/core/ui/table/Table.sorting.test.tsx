import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { sortFn_text, type SortingState } from '@tanstack/react-table';
import { ServerSortedTable } from './ServerSortedTable';
import { Table } from './Table';
import { tableColumnHelper } from './features';

// The two tables differ only in who sorts the rows: Table sorts them itself (it carries the sorted row model and
// the sort functions), ServerSortedTable shows them in the order they came and only reports the wish.

interface Row {
  id: string;
  name: string;
  count: number;
}

const col = tableColumnHelper<Row>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('count', { header: 'Count' }),
]);
const byText = col.columns([col.accessor('name', { header: 'Name', sortFn: sortFn_text }), col.accessor('count', { header: 'Count' })]);
const rows: Row[] = [
  { id: 'b', name: 'beta', count: 2 },
  { id: 'c', name: 'Gamma', count: 10 },
  { id: 'a', name: 'alpha', count: 1 },
];

const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

function ServerSorted({ seen }: { seen: SortingState[] }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <ServerSortedTable
      label="Rows"
      data={rows}
      columns={columns}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        seen.push(next);
        setSorting(next);
      }}
    />
  );
}

describe('Table sorting', () => {
  it('Table sorts its rows on a header click, numbers largest first, then the other way', () => {
    render(<Table label="Rows" data={rows} columns={columns} getRowId={(r) => r.id} />);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(shownNames()).toEqual(['Gamma', 'beta', 'alpha']);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(shownNames()).toEqual(['alpha', 'beta', 'Gamma']);
  });

  it("Table picks the text comparison for a text column by itself ('auto'), and honours a named sortFn", () => {
    const { unmount } = render(<Table label="Rows" data={rows} columns={columns} />);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    // Case-insensitive text order (the registry's text sort), not code-unit order where 'Gamma' would come first.
    expect(shownNames()).toEqual(['alpha', 'beta', 'Gamma']);
    unmount();
    render(<Table label="Rows" data={rows} columns={byText} />);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(shownNames()).toEqual(['alpha', 'beta', 'Gamma']);
  });

  it('ServerSortedTable keeps the rows in the order given and reports the sorting asked for', () => {
    const seen: SortingState[] = [];
    render(<ServerSorted seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(seen.at(-1)).toEqual([{ id: 'count', desc: true }]);
    expect(screen.getByRole('columnheader', { name: /Count/ }).getAttribute('aria-sort')).toBe('descending');
    expect(shownNames()).toEqual(['beta', 'Gamma', 'alpha']);
  });

  it('ServerSortedTable cycles a header as TanStack does: text A to Z first, then Z to A, then no sort', () => {
    const seen: SortingState[] = [];
    render(<ServerSorted seen={seen} />);
    const name = () => screen.getByRole('button', { name: /Name/ });
    fireEvent.click(name());
    fireEvent.click(name());
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(name());
    expect(seen).toEqual([[{ id: 'name', desc: false }], [{ id: 'name', desc: true }], []]);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
  });
});
