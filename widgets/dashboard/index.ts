/** @insights/widgets/dashboard — Dashboard: the dashboard and its cards. Only this area's code (and the shared core) comes with it. */
export { Dashboard, type DashboardProps } from './Dashboard';
export { MyLicenses, type MyLicensesProps } from './MyLicenses';
export { FollowedEvents, type FollowedEventsProps } from './FollowedEvents';
export { BestMarketsToday, type BestMarketsTodayProps } from './BestMarketsToday';
export { WorstMarketsToday, type WorstMarketsTodayProps } from './WorstMarketsToday';
export { MyMarketsToday, type MyMarketsTodayProps } from './MyMarketsToday';
