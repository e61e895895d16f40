import { defineWidget } from '../../core/element/defineWidget';
import { Subscriptions } from './Subscriptions';

export const SUBSCRIPTIONS_TAG = 'insights-subscriptions';

defineWidget(SUBSCRIPTIONS_TAG, Subscriptions, { props: { secureId: 'string', clientId: 'string' } });
