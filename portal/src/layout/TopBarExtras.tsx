import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';

/**
 * The bell and its realtime connection (SignalR) download after the shell and the screen, so they do not hold up the
 * first paint; the slot keeps the bell's size meanwhile so nothing moves when it arrives.
 */
const NotificationBell = lazy(() => import('../routes/screens/notificationBell').then((m) => ({ default: m.NotificationBell })));

const BellSlot = styled.span`
  display: inline-block;
  width: 36px;
  height: 36px;
`;

/** The slot at the right of the top bar, before the user's name: the notification bell. */
export function TopBarExtras() {
  return (
    <Suspense fallback={<BellSlot aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
