import { formatDistanceToNowStrict } from 'date-fns';
import { InsightsLink } from '../../core/config/links';
import { useInsights } from '../../core/config/context';
import { Button } from '../../core/ui/Button';
import { useAnchoredFloating } from '../../core/ui/floating';
import { NotificationText } from '../../core/ui/NotificationText';
import type { NotificationHubState } from '../../core/realtime/notificationHub';
import { Empty, Footer, Item, List, Panel, PanelHeader, Status, UnreadCount, When } from './NotificationBell.styles';

function ago(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDistanceToNowStrict(date)} ago`;
}

export interface BellPanelProps {
  id: string;
  /** The bell's button: the panel is placed below it and kept inside the window. */
  anchor: Element | null;
  state: NotificationHubState;
  markAllRead(): void;
  close(): void;
}

/**
 * The bell's open panel: loaded on the bell's first use (its placement, dates and wording are not needed to show the
 * count), so the top bar of every page stays light.
 */
export function BellPanel({ id, anchor, state, markAllRead, close }: BellPanelProps) {
  const { routes } = useInsights();
  const { setFloating, floatingStyles } = useAnchoredFloating({ open: true, placement: 'bottom-end', gap: 8, reference: anchor });
  return (
    <Panel ref={setFloating} style={floatingStyles} part="popover" id={id} role="region" aria-label="Unread notifications">
      <PanelHeader>
        <h2>
          Notifications
          {state.total > 0 && <UnreadCount data-testid="bell-unread-count"> · {state.total} unread</UnreadCount>}
        </h2>
        {state.status === 'reconnecting' || state.status === 'disconnected' ? (
          <Status role="status">Reconnecting…</Status>
        ) : state.total > 0 ? (
          <Button variant="link" onClick={markAllRead}>
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
        <InsightsLink href={routes.notifications} onClick={close}>
          View all notifications
        </InsightsLink>
      </Footer>
    </Panel>
  );
}
