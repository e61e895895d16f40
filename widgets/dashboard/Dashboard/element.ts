import { defineWidget } from '../../core/element/defineWidget';
import { Dashboard } from './Dashboard';

export const DASHBOARD_TAG = 'insights-dashboard';

defineWidget(DASHBOARD_TAG, Dashboard, { props: { clientId: 'string' } });
