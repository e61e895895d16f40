import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { LicensedCompanies } from './LicensedCompanies';

export const LICENSED_COMPANIES_TAG = 'insights-licensed-companies';

defineWidget(LICENSED_COMPANIES_TAG, LicensedCompanies, {
  description: "Licensed companies: every license holder with state, license type and commodity filters.",
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-filters-change'],
  parts: partDocs('frame', 'header', 'filters', ...TABLE_PARTS, 'pagination'),
});
