import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { LicensesRawData } from './LicensesRawData';

export const LICENSES_RAW_DATA_TAG = 'insights-licenses-raw-data';

defineWidget(LICENSES_RAW_DATA_TAG, LicensesRawData, {
  description: "Raw data → Licenses: the per-state license files with their columns, for download as CSV.",
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
