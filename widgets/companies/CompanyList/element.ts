import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { CompanyList } from './CompanyList';

export const COMPANY_LIST_TAG = 'insights-company-list';

defineWidget(COMPANY_LIST_TAG, CompanyList, {
  description: "The searchable company list with its filters (state, license type, commodity), sorting, paging and CSV export.",
  attributeDocs: {
    pageNo: "Page to show (positive integer; default 1).",
    pageSize: "Rows per page (default 50).",
    searchTerm: "Search text (company name, alias or domain).",
    stateCode: "Two-letter state filter, e.g. `TX`.",
    licenseType: "License type filter.",
    commodity: "Commodity filter (1 Electric, 2 Gas).",
    orderBy: "Column to sort by.",
    ascendingOrder: "`true` for ascending.",
    syncUrl: "Mirror the list's state into the page URL through `navigate` (default on).",
  },
  props: {
    pageNo: 'string', pageSize: 'string', searchTerm: 'string', stateCode: 'string', licenseType: 'string', commodity: 'string',
    orderBy: 'string', ascendingOrder: 'string', syncUrl: 'boolean',
  },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-follow-change', 'insights-filters-change', 'insights-market-watch-change'],
  parts: partDocs('frame', 'header', 'filters', ...TABLE_PARTS, 'pagination'),
});
