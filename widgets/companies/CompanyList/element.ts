import { defineWidget } from '../../core/element/defineWidget';
import { CompanyList } from './CompanyList';

export const COMPANY_LIST_TAG = 'insights-company-list';

defineWidget(COMPANY_LIST_TAG, CompanyList, {
  props: {
    pageNo: 'string', pageSize: 'string', searchTerm: 'string', stateCode: 'string', licenseType: 'string', commodity: 'string',
    orderBy: 'string', ascendingOrder: 'string', syncUrl: 'boolean',
  },
});
