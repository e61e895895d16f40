import { defineWidget } from '../../core/element/defineWidget';
import { LicensedCompanies } from './LicensedCompanies';

export const LICENSED_COMPANIES_TAG = 'insights-licensed-companies';

defineWidget(LICENSED_COMPANIES_TAG, LicensedCompanies, {
  description: "Licensed companies: every license holder with state, license type and commodity filters.",
});
