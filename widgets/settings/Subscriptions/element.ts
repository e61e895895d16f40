import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { Subscriptions } from './Subscriptions';

export const SUBSCRIPTIONS_TAG = 'insights-subscriptions';

defineWidget(SUBSCRIPTIONS_TAG, Subscriptions, {
  description: "Settings → Subscriptions: the notification settings form and the subscribed companies.",
  attributeDocs: {
    secureId: "Another user of the client (admins); default the signed-in user.",
    clientId: "The client of that user; default the signed-in user's client.",
  },
  props: { secureId: 'string', clientId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
