import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { LicenseMap } from './LicenseMap';

export const LICENSE_MAP_TAG = 'insights-license-map';

defineWidget(LICENSE_MAP_TAG, LicenseMap, {
  description:
    'The Home map: the United States shaded by licenses per state (Total, ABC, Supplier, or New in the last 12 months), each state linking to the company list of that state (with New: to its market activity).',
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate'],
  parts: partDocs('frame', 'header', 'map'),
});
