import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { Dashboard } from './Dashboard';

export const DASHBOARD_TAG = 'insights-dashboard';

defineWidget(DASHBOARD_TAG, Dashboard, {
  description: "The whole dashboard: all five panels below, and a 'View as' client selector for a super admin.",
  attributeDocs: {
    clientId: "A super admin's 'View as' client (ignored for everybody else).",
  },
  props: { clientId: 'string' },
  parts: partDocs('frame', 'header', 'panel', ...TABLE_PARTS),
});
