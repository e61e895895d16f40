import { styled } from 'styled-components';
import type { InsightsNotification } from '../../core/api/notifications';
import { formatDateSafe } from '../../core/format/date';
import { tableColumnHelper } from '../../core/ui/table/features';
import { Button } from '../../core/ui/Button';
import { NotificationText } from '../../core/ui/NotificationText';

const Description = styled.span<{ $unread: boolean }>`
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 4px;
  white-space: nowrap;
`;

/** Accessible name of the button that opens a notification ('Message Content'); it names the message it opens. */
export const viewLabel = (n: InsightsNotification) => `View ${n.isRead ? '' : 'unread '}message: ${n.message}`;

const col = tableColumnHelper<InsightsNotification>();

export function notificationColumns(onOpen: (n: InsightsNotification) => void, onRemove: (n: InsightsNotification) => void) {
  return col.columns([
    col.accessor('createdOn', {
      id: 'createdOn',
      header: 'Date',
      cell: ({ row }) => formatDateSafe(row.original.createdOn),
    }),
    col.accessor('message', {
      header: 'Description',
      enableSorting: false,
      meta: { cardTitle: true },
      // The same wording and company link as the bell (one shared piece); opening the message is its own button.
      cell: ({ row }) => (
        <Description $unread={!row.original.isRead}>
          <NotificationText notification={row.original} />
        </Description>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Actions>
          <Button variant="link" size="sm" onClick={() => onOpen(row.original)} aria-label={viewLabel(row.original)}>
            View
          </Button>
          <Button variant="link" size="sm" onClick={() => onRemove(row.original)} aria-label={`Remove: ${row.original.message}`}>
            Remove
          </Button>
        </Actions>
      ),
    }),
  ]);
}
