import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { UserOverview } from './UserOverview';

export const USER_OVERVIEW_TAG = 'insights-user-overview';

defineWidget(USER_OVERVIEW_TAG, UserOverview, {
  description: "One user: profile, roles, status and access, with the admin actions.",
  attributeDocs: {
    userId: "The user to show (required).",
    clientId: "The user's client; default the signed-in user's client.",
  },
  props: { userId: 'string', clientId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate'],
  parts: partDocs('frame', 'header'),
});
