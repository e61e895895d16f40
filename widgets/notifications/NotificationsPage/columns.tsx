import styled from 'styled-components';
import type { InsightsNotification } from '../../core/api/notifications';
import { formatDateSafe } from '../../core/format/date';
import { tableColumnHelper } from '../../core/ui/table/features';
import { Button } from '../../core/ui/Button';
import { t } from '../../core/ui/tokens';

const Open = styled.button<{ $unread: boolean }>`
  padding: 0;
  border: 0;
  background: none;
  color: ${t.text};
  font: inherit;
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${t.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
`;

const col = tableColumnHelper<InsightsNotification>();

export function notificationColumns(onOpen: (n: InsightsNotification) => void, onRemove: (n: InsightsNotification) => void) {
  return col.columns([
    col.accessor('createdOn', {
      id: 'createdOn',
      header: 'Date',
      cell: ({ row }) => formatDateSafe(row.original.createdOn, { fourDigitYear: true }),
    }),
    col.accessor('message', {
      header: 'Description',
      enableSorting: false,
      cell: ({ row }) => (
        <Open type="button" $unread={!row.original.isRead} onClick={() => onOpen(row.original)} aria-label={`${row.original.isRead ? '' : 'Unread: '}${row.original.message}`}>
          {row.original.message}
        </Open>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Button variant="link" size="sm" onClick={() => onRemove(row.original)} aria-label={`Remove: ${row.original.message}`}>
          Remove
        </Button>
      ),
    }),
  ]);
}
