import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyNamed } from '../../core/ui/lazyNamed';
import { BellIcon } from './BellIcon';
import { BellButton, Count, Wrapper } from './NotificationBell.styles';
import { useNotificationBell } from './useNotificationBell';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

// The open panel (placement, dates, wording) comes on first use; pointing at or focusing the bell starts it early.
const BellPanel = lazyNamed(() => import('./BellPanel'), 'BellPanel');

export interface NotificationBellProps {
  className?: string;
}

/**
 * Top-bar bell: unread count and the latest unread notifications, live through the page's one realtime
 * connection (spec 1 §4). Unread items are bold.
 */
export const NotificationBell = withHostEvents('insights-notification-bell', function NotificationBell({ className }: NotificationBellProps) {
  const { state, markAllRead } = useNotificationBell();
  // The bell's data comes over the realtime connection: ready once the first unread list arrived.
  useReportReady(state.synced);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

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

  const preload = () => void BellPanel.preload().catch(() => undefined);
  const label = state.total > 0 ? `Notifications, ${state.total} unread` : 'Notifications';
  return (
    <Wrapper ref={root} className={className}>
      <BellButton ref={setAnchor} part="button" type="button" data-hub-status={state.status} data-synced={state.synced} aria-label={label}
        title={state.total > 0 ? `${state.total} unread` : undefined} aria-expanded={open} aria-controls={panelId}
        onPointerEnter={preload} onFocus={preload} onClick={() => setOpen((v) => !v)}>
        <BellIcon />
        {state.total > 0 && <Count aria-hidden="true">{state.total > 99 ? '99+' : state.total}</Count>}
      </BellButton>
      {open && (
        <Suspense fallback={null}>
          <BellPanel id={panelId} anchor={anchor} state={state} markAllRead={() => void markAllRead()} close={() => setOpen(false)} />
        </Suspense>
      )}
    </Wrapper>
  );
});
