import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { CompanyDetail } from './CompanyDetail';

export const COMPANY_DETAIL_TAG = 'insights-company-detail';

defineWidget(COMPANY_DETAIL_TAG, CompanyDetail, {
  description: "One company: header, licenses with Follow, aliases, contacts, addresses and the regulator case history.",
  attributeDocs: {
    companyId: "The company to show (required).",
  },
  props: { companyId: 'string' },
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
