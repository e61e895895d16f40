import { defineWidget } from '../../core/element/defineWidget';
import { UserOverview } from './UserOverview';

export const USER_OVERVIEW_TAG = 'insights-user-overview';

defineWidget(USER_OVERVIEW_TAG, UserOverview, { props: { userId: 'string', clientId: 'string' } });
