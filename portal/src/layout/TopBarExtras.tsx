import { NotificationBell } from '@insights/widgets';

/**
 * The slot at the right of the top bar, before the user's name. The notification bell goes here
 * (e.g. `return <NotificationBell />;`) when that widget exists.
 */
export function TopBarExtras() {
  return <NotificationBell />;
}
