import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { LicenseSummary } from './LicenseSummary';

export const LICENSE_SUMMARY_TAG = 'insights-license-summary';

defineWidget(LICENSE_SUMMARY_TAG, LicenseSummary, {
  description: "The Home summary: licenses per state for Electric, Gas and in total, each count linking to the company list of that state.",
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-market-watch-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
