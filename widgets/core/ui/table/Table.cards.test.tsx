import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { ServerSortedTable } from './ServerSortedTable';
import { Table } from './Table';
import { tableColumnHelper } from './features';

// The card layout itself is CSS (a container query): drawn and measured in Chromium by e2e/phone.spec.ts. Here: the
// markup it needs — title and labels on the cells, the labels kept out of accessible names — and the sort control.

interface Row {
  id: string;
  name: string;
  count: number;
}

const col = tableColumnHelper<Row>();
const columns = col.columns([
  col.accessor('name', { header: 'Company', meta: { cardTitle: true }, cell: ({ getValue }) => <a href="#x">{getValue()}</a> }),
  col.accessor('count', { header: 'Licenses', meta: { align: 'right' } }),
  col.display({ id: 'act', header: () => <span>Follow</span>, enableSorting: false, cell: ({ row }) => <button type="button">Follow {row.original.name}</button> }),
]);
const rows: Row[] = [
  { id: 'a', name: 'Allegheny Buying Group of Western Pennsylvania', count: 3 },
  { id: 'b', name: 'Brightline', count: 12 },
];

function Controlled({ onSorting }: { onSorting: (s: SortingState) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  return (
    <ServerSortedTable
      label="Companies"
      data={rows}
      columns={columns}
      cards
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        onSorting(next);
        setSorting(next);
      }}
    />
  );
}

describe('Table cards', () => {
  it('marks the title cell, labels the others (hidden from screen readers) and keeps the accessible names', () => {
    render(<Table label="Companies" data={rows} columns={columns} cards getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Companies' });
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first).getAllByRole('cell');
    expect(cells[0].hasAttribute('data-card-title')).toBe(true);
    expect(cells[0].querySelector('[data-card-label-text]')).toBeNull();
    const label = cells[1].querySelector('[data-card-label-text]');
    expect(label?.textContent).toBe('Licenses');
    expect(label?.getAttribute('aria-hidden')).toBe('true');
    // A column without a text header shows its value unlabelled.
    expect(cells[2].hasAttribute('data-card-label')).toBe(false);
    expect(within(first).getByRole('link').textContent).toBe('Allegheny Buying Group of Western Pennsylvania');
    expect(within(first).getByRole('button', { name: 'Follow Allegheny Buying Group of Western Pennsylvania' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Licenses/ })).toBeTruthy();
  });

  it('offers the sortable columns in a Sort by control that sets the same sorting a header click does', () => {
    const onSorting = vi.fn();
    render(<Controlled onSorting={onSorting} />);
    const by = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...by.options].map((o) => o.textContent)).toEqual(['Company', 'Licenses']);
    expect(by.value).toBe('name');
    fireEvent.change(by, { target: { value: 'count' } });
    // A number column sorts largest first on its first click, so the control does too.
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'count', desc: true }]);
    const order = screen.getByLabelText('Sort order') as HTMLSelectElement;
    expect(order.value).toBe('desc');
    fireEvent.change(order, { target: { value: 'asc' } });
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'count', desc: false }]);
    expect(screen.getByRole('columnheader', { name: /Licenses/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('has no sort control when nothing sorts, and none without cards', () => {
    const unsortable = columns.map((c) => ({ ...c, enableSorting: false }));
    const { unmount } = render(<Table label="Licensed companies" data={rows} columns={unsortable} cards />);
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    unmount();
    render(<Table label="Companies" data={rows} columns={columns} />);
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(document.querySelector('[data-card-label-text]')).toBeNull();
  });
});
