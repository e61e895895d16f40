/** @insights/widgets/users — Users: administration, overview, profile. Only this area's code (and the shared core) comes with it. */
export { UsersAdmin, type UsersAdminProps } from './UsersAdmin';
export { UserOverview, type UserOverviewProps } from './UserOverview';
export { Profile, type ProfileProps } from './Profile';
