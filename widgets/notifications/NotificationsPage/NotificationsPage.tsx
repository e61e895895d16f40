import { styled } from 'styled-components';
import { useEffect, useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { InsightsNotification, NotificationCategory } from '../../core/api/notifications';
import { useInsights } from '../../core/config/context';
import { formatCount } from '../../core/format/number';
import { Badge } from '../../core/ui/Badge';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { ErrorState } from '../../core/ui/ErrorState';
import { Modal } from '../../core/ui/Modal';
import { NotificationText } from '../../core/ui/NotificationText';
import { Pagination } from '../../core/ui/pagination/Pagination';
import { ServerSortedTable } from '../../core/ui/table/ServerSortedTable';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { useToast } from '../../core/ui/Toast';
import { t } from '../../core/ui/tokens';
import { formatDateSafe } from '../../core/format/date';
import { notificationColumns } from './columns';
import { SearchDialog } from './SearchDialog';
import { EMPTY_FILTERS, hasFilters, type NotificationFilters } from './searchFilters';
import { useNotificationsPage } from './useNotificationsPage';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { filterRecord } from '../../core/events/filterRecord';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_EMPTY_TEXT = 'No Data Found';
export const NOTIFICATIONS_PAGE_SIZE = 50;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

// The table draws its own frame; this only holds the table, the paging and the error state.
const Card = styled.div`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Filters = styled.p`
  margin: 0 0 12px;
  color: ${t.muted};
`;

/** Issue 61: All, Licenses, Prices, Integrations — the page's category filter (the API's `category`). */
const Categories = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 2px;
  margin: 0 0 12px;
  padding: 3px;
  border-radius: calc(${t.radius} + 2px);
  background: ${t.surfaceMuted};
  button {
    padding: 5px 12px;
    border: 0;
    border-radius: ${t.radius};
    background: transparent;
    color: ${t.muted};
    font: inherit;
    font-size: 13px;
    font-weight: 500;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${t.surface};
    box-shadow: 0 1px 2px rgb(15 23 42 / 0.12);
    color: ${t.text};
    font-weight: 600;
  }
  button:hover {
    color: ${t.text};
  }
  button:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
`;

export const NOTIFICATION_CATEGORY_CHOICES: ReadonlyArray<{ value: NotificationCategory | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'Licenses', label: 'Licenses' },
  { value: 'Prices', label: 'Prices' },
  { value: 'Integrations', label: 'Integrations' },
];

const Meta = styled.p`
  margin: 12px 0 0;
  color: ${t.muted};
  font-size: 13px;
`;

export interface NotificationsPageProps {
  /** The ReadAll query parameter was present: the page only clears the URL query (spec 2 §2). */
  readAll?: boolean;
  className?: string;
}

/** Spec 2 §2 Notifications page: search popup, Date/Description table, paging, Message Content popup. */
export const NotificationsPage = withHostEvents('insights-notifications', function NotificationsPage({ readAll, className }: NotificationsPageProps) {
  const { navigate, routes } = useInsights();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdOn', desc: true }]);
  const [filters, setShownFilters] = useState<NotificationFilters>(EMPTY_FILTERS);
  const [category, setShownCategory] = useState<NotificationCategory | ''>('');
  const { emit } = useHostEvents();
  const setFilters = (next: NotificationFilters) => {
    setShownFilters(next);
    emit('insights-filters-change', { filters: filterRecord({ ...next, category }) });
  };
  const setCategory = (next: NotificationCategory | '') => {
    setShownCategory(next);
    setPage(1);
    emit('insights-filters-change', { filters: filterRecord({ ...filters, category: next }) });
  };
  const [searchOpen, setSearchOpen] = useState(false);
  const [viewing, setViewing] = useState<InsightsNotification | null>(null);
  const [confirm, setConfirm] = useState<{ id?: number } | null>(null);

  useEffect(() => {
    if (!readAll) return;
    if (navigate) navigate(routes.notifications);
    else if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [readAll, navigate, routes.notifications]);

  const ascending = sorting[0] ? !sorting[0].desc : false;
  const { list, unread, markRead, markAllRead, remove, removeAll } = useNotificationsPage({ page, pageSize, ascending, filters, category });
  useReportReady(list.data !== undefined);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  const open = (n: InsightsNotification) => {
    setViewing(n);
    // Spec 2 §4: viewing a message marks it read, then the list reloads.
    if (!n.isRead) markRead.mutate(n);
  };
  const columns = useMemo(() => notificationColumns(open, (n) => setConfirm({ id: n.id })), []); // eslint-disable-line react-hooks/exhaustive-deps

  const confirmRemove = async () => {
    const target = confirm;
    if (!target) return;
    try {
      const ok = target.id ? await remove.mutateAsync(target.id) : await removeAll.mutateAsync();
      if (!ok) toast.error('something went wrong!');
      else if (target.id && records.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error((error as Error).message);
    }
    setConfirm(null);
  };

  return (
    <WidgetFrame label={NOTIFICATIONS_TITLE} className={className}>
      <Header part="header">
        <Title>
          {NOTIFICATIONS_TITLE}
          {/* The count says what it counts: the bell's number is the unread ones, this one all of them. */}
          <Badge variant="neutral" data-testid="notifications-total">{formatCount(total)} total</Badge>
          {/* The unread count is of every notification: beside one category's total it would not add up. */}
          {unread !== null && unread !== total && !category && (
            <Badge variant="info" data-testid="notifications-unread">{formatCount(unread)} unread</Badge>
          )}
        </Title>
        <Actions>
          <Button variant="secondary" onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
            Search
          </Button>
          <Button variant="secondary" onClick={() => markAllRead.mutate()} busy={markAllRead.isPending} disabled={total === 0}>
            Mark all as read
          </Button>
          <Button variant="secondary" onClick={() => setConfirm({})} disabled={total === 0}>
            Remove all
          </Button>
        </Actions>
      </Header>
      <Categories role="group" aria-label="Show">
        {NOTIFICATION_CATEGORY_CHOICES.map((choice) => (
          <button key={choice.label} type="button" aria-pressed={category === choice.value} onClick={() => setCategory(choice.value)}>
            {choice.label}
          </button>
        ))}
      </Categories>
      {hasFilters(filters) && (
        <Filters part="filters">
          Showing {filters.searchTerm ? `“${filters.searchTerm}”` : 'all'}
          {filters.from && ` from ${formatDateSafe(filters.from)}`}
          {filters.to && ` to ${formatDateSafe(filters.to)}`}
          {' · '}
          <Button variant="link" size="sm" onClick={() => { setFilters(EMPTY_FILTERS); setPage(1); }}>
            Reset
          </Button>
        </Filters>
      )}
      {list.isError ? (
        <Card>
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        </Card>
      ) : (
        <Card>
          <ServerSortedTable
            label="Notifications"
            data={records}
            columns={columns}
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            emptyText={NOTIFICATIONS_EMPTY_TEXT}
            getRowId={(row) => String(row.id)}
            sorting={sorting}
            onSortingChange={(updater) => {
              // Date is always sorted: a header click flips the direction instead of removing the sort.
              setSorting((prev) => {
                const next = (typeof updater === 'function' ? updater(prev) : updater).slice(0, 1);
                return next.length > 0 ? next : [{ id: 'createdOn', desc: !(prev[0]?.desc ?? true) }];
              });
              setPage(1);
            }}
            cards
            below={total > 0 && (
              <Pagination
                page={page}
                pageSize={pageSize}
                totalCount={total}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
                label="Notifications pages"
              />
            )}
          />
        </Card>
      )}
      <SearchDialog
        open={searchOpen}
        value={filters}
        onClose={() => setSearchOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          setSearchOpen(false);
        }}
      />
      <Modal
        open={viewing !== null}
        title="Message Content"
        onClose={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>Close</Button>}
      >
        {viewing && (
          <>
            <p style={{ margin: 0 }}>
              <NotificationText notification={viewing} />
            </p>
            <Meta>Received {formatDateSafe(viewing.createdOn)}</Meta>
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm?.id ? 'Are you sure you want to delete this item? This action cannot be undone.' : 'Remove all notifications? This action cannot be undone.'}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirm(null)}
        busy={remove.isPending || removeAll.isPending}
      />
    </WidgetFrame>
  );
});
