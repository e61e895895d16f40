import { defineWidget } from '../../core/element/defineWidget';
import { UsersAdmin } from './UsersAdmin';

export const USERS_ADMIN_TAG = 'insights-users-admin';

defineWidget(USERS_ADMIN_TAG, UsersAdmin, {
  props: {
    pageNo: 'string', emailAddress: 'string', firstName: 'string', lastName: 'string', role: 'string', statusCode: 'string', search: 'string',
    clientId: 'string', syncUrl: 'boolean',
  },
});
