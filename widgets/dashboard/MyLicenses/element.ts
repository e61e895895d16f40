import { defineWidget } from '../../core/element/defineWidget';
import { MyLicenses } from './MyLicenses';

export const MY_LICENSES_TAG = 'insights-my-licenses';

defineWidget(MY_LICENSES_TAG, MyLicenses, { props: { clientId: 'string' } });
