import { defineWidget } from '../../core/element/defineWidget';
import { CompanyDetail } from './CompanyDetail';

export const COMPANY_DETAIL_TAG = 'insights-company-detail';

defineWidget(COMPANY_DETAIL_TAG, CompanyDetail, { props: { companyId: 'string' } });
