import { useEffect, useId, useRef, useState } from 'react';
import { formatDistanceToNowStrict } from 'date-fns';
import { InsightsLink } from '../../core/config/links';
import { useInsights } from '../../core/config/context';
import { Button } from '../../core/ui/Button';
import { useAnchoredFloating } from '../../core/ui/floating';
import { NotificationText } from '../../core/ui/NotificationText';
import { BellIcon } from './BellIcon';
import { BellButton, Count, Empty, Footer, Item, List, Panel, PanelHeader, Status, UnreadCount, Wrapper, When } from './NotificationBell.styles';
import { useNotificationBell } from './useNotificationBell';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

export interface NotificationBellProps {
  className?: string;
}

function ago(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDistanceToNowStrict(date)} ago`;
}

/**
 * Top-bar bell: unread count and the latest unread notifications, live through the page's one realtime
 * connection (spec 1 §4). Unread items are bold.
 */
export const NotificationBell = withHostEvents('insights-notification-bell', function NotificationBell({ className }: NotificationBellProps) {
  const { routes } = useInsights();
  const { state, markAllRead } = useNotificationBell();
  // The bell's data comes over the realtime connection: ready once the first unread list arrived.
  useReportReady(state.synced);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { setAnchor, setFloating, floatingStyles } = useAnchoredFloating({ open, placement: 'bottom-end', gap: 8 });

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!event.composedPath().includes(root.current!)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = state.total > 0 ? `Notifications, ${state.total} unread` : 'Notifications';
  return (
    <Wrapper ref={root} className={className}>
      <BellButton ref={setAnchor} part="button" type="button" data-hub-status={state.status} data-synced={state.synced} aria-label={label}
        title={state.total > 0 ? `${state.total} unread` : undefined} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <BellIcon />
        {state.total > 0 && <Count aria-hidden="true">{state.total > 99 ? '99+' : state.total}</Count>}
      </BellButton>
      {open && (
        <Panel ref={setFloating} style={floatingStyles} part="popover" id={panelId} role="region" aria-label="Unread notifications">
          <PanelHeader>
            <h2>
              Notifications
              {state.total > 0 && <UnreadCount data-testid="bell-unread-count"> · {state.total} unread</UnreadCount>}
            </h2>
            {state.status === 'reconnecting' || state.status === 'disconnected' ? (
              <Status role="status">Reconnecting…</Status>
            ) : state.total > 0 ? (
              <Button variant="link" onClick={() => void markAllRead()}>
                Mark all as read
              </Button>
            ) : null}
          </PanelHeader>
          {state.unread.length === 0 ? (
            <Empty>No unread notifications</Empty>
          ) : (
            <List>
              {state.unread.map((n) => (
                <Item key={n.id} $unread={!n.isRead} data-unread={!n.isRead}>
                  <div>
                    <NotificationText notification={n} />
                  </div>
                  <When>{ago(n.createdOn)}</When>
                </Item>
              ))}
            </List>
          )}
          <Footer>
            <InsightsLink href={routes.notifications} onClick={() => setOpen(false)}>
              View all notifications
            </InsightsLink>
          </Footer>
        </Panel>
      )}
    </Wrapper>
  );
});
