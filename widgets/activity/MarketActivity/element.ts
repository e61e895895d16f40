import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { MarketActivity } from './MarketActivity';

export const MARKET_ACTIVITY_TAG = 'insights-market-activity';

defineWidget(MARKET_ACTIVITY_TAG, MarketActivity, {
  description:
    "Market Activity: a market's New, Renewed and Expired licenses per month (stacked bars) with Active licenses (a line), the last month that is over against the previous month and the same month last year (the month under way: its figures so far), the expiry outlook, the months as a table, and Download CSV and PNG. The filters can live in the page URL.",
  attributeDocs: {
    state: 'Initial State filter: a two-letter state code, e.g. `TX` (empty: every state).',
    commodity: 'Initial Commodity filter: `Electric` or `Gas` (empty: both).',
    licenseType: 'Initial License Type filter: `Supplier`, `ABC`, or one ABC kind: `Aggregator`, `Agent`, `Broker`, `Consultant` (empty: every type).',
    months: 'The period in months: `12`, `24` (default) or `36`. Other values fall back to 24.',
    syncUrl: "Write each filter change into the page URL (`?state=TX&commodity=Electric&type=Supplier&months=24`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched).",
  },
  props: { state: 'string', commodity: 'string', licenseType: 'string', months: 'string', syncUrl: 'boolean' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change'],
  parts: partDocs('frame', 'header', 'filters', 'chart', 'panel', 'table'),
});
