export { UserOverview, type UserOverviewProps } from './UserOverview';
