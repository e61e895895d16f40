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
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-follow-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
