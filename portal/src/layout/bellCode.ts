/**
 * The notification bell's code (its chunk and the realtime hub client's). Dependency-free, so the start-up script can
 * request it for a signed-in visitor alongside the app: requested only when the top bar first rendered, it arrived
 * after React and was the last link before a cold page's content in Lighthouse's simulation (two round trips).
 */
export const loadBellCode = () => import('../routes/screens/notificationBell');
