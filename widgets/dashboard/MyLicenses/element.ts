import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { MyLicenses } from './MyLicenses';

export const MY_LICENSES_TAG = 'insights-my-licenses';

defineWidget(MY_LICENSES_TAG, MyLicenses, {
  description: "The client's own company licenses (state, legal name, type, status, start and end date), sortable.",
  attributeDocs: {
    clientId: "A super admin's 'View as' client (ignored for everybody else).",
  },
  props: { clientId: 'string' },
  parts: partDocs('frame', 'panel', ...TABLE_PARTS),
});
