import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { loadBellCode } from './bellCode';

/**
 * The bell and its realtime connection (SignalR) are not part of the shell's chunk: a visit with a stored user requests
 * them alongside the app (main.tsx), a fresh sign-in when the top bar first renders. The slot keeps the bell's size
 * meanwhile so nothing moves when it arrives.
 */
const NotificationBell = lazy(() => loadBellCode().then((m) => ({ default: m.NotificationBell })));

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
