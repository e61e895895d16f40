import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { LicenseTimeline } from './LicenseTimeline';

export const LICENSE_TIMELINE_TAG = 'insights-license-timeline';

defineWidget(LICENSE_TIMELINE_TAG, LicenseTimeline, {
  description: "A company's licenses on a timeline: a bar from registered to expiry date per license, today's line, expired licenses grey and those expiring within the user's alert window highlighted. Dates hidden as premium data are drawn undated.",
  attributeDocs: {
    companyId: "The company whose licenses to show (required).",
  },
  props: { companyId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required'],
  parts: partDocs('frame', 'header', 'chart'),
});
