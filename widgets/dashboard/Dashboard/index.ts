export { Dashboard, DASHBOARD_HEADING, type DashboardProps } from './Dashboard';
