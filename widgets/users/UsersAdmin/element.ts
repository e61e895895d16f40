import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { UsersAdmin } from './UsersAdmin';

export const USERS_ADMIN_TAG = 'insights-users-admin';

defineWidget(USERS_ADMIN_TAG, UsersAdmin, {
  description: "Settings → Users: the client's users with search, filters and the admin actions.",
  attributeDocs: {
    pageNo: "Page to show.",
    emailAddress: "Email filter.",
    firstName: "First name filter.",
    lastName: "Last name filter.",
    role: "Role filter.",
    statusCode: "Status filter.",
    search: "Search text.",
    clientId: "The client whose users are listed; default the signed-in user's client.",
    syncUrl: "Mirror the list's state into the page URL through `navigate` (default on).",
  },
  props: {
    pageNo: 'string', emailAddress: 'string', firstName: 'string', lastName: 'string', role: 'string', statusCode: 'string', search: 'string',
    clientId: 'string', syncUrl: 'boolean',
  },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-filters-change'],
  parts: partDocs('frame', 'header', 'filters', ...TABLE_PARTS, 'pagination'),
});
