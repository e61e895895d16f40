import { defineWidget } from '../../core/element/defineWidget';
import { LicenseSummary } from './LicenseSummary';

export const LICENSE_SUMMARY_TAG = 'insights-license-summary';

defineWidget(LICENSE_SUMMARY_TAG, LicenseSummary);
