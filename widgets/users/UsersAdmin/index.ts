export { UsersAdmin, USERS_HEADING, USERS_SEARCH_PLACEHOLDER, type UsersAdminProps } from './UsersAdmin';
export { stateFromParams as usersStateFromParams, queryOfState as usersQueryOfState, type UsersListParams } from './listState';
