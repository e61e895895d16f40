import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { Offers } from './Offers';

export const OFFERS_TAG = 'insights-offers';

defineWidget(OFFERS_TAG, Offers, {
  description:
    "Offers: a market's retail offers as the state's public file listed them on a snapshot date (supplier, product, term, rate type, prices, renewable share, cancellation fee, first seen, the change since the previous snapshot and a price line), sortable and filtered by term, rate type and supplier; an offer's drawer with its facts, links and full price history; What changed between any two snapshot dates; Download CSV. Every view names its source and date. The choices can live in the page URL.",
  attributeDocs: {
    state: 'The market\'s two-letter state code, e.g. `TX` (empty: the first imported market).',
    utility: 'The market\'s utility (territory) as the source names it, e.g. `ONCOR ELECTRIC DELIVERY COMPANY` (empty: the state\'s first market).',
    commodity: '`Electric` or `Natural Gas` (empty: whichever the state and utility name).',
    customerClass: '`Residential`, `Small Commercial` or `Commercial` (empty: whichever the state and utility name).',
    asOf: 'The snapshot date, `YYYY-MM-DD`: the snapshot on or before it (empty: the latest).',
    syncUrl: "Write each choice into the page URL (`?state=TX&utility=…&asOf=2026-01-09&term=12&sort=-renewable&view=changes`) through configure()'s `navigate` (default on; without a `navigate` the URL is never touched).",
  },
  props: { state: 'string', utility: 'string', commodity: 'string', customerClass: 'string', asOf: 'string', syncUrl: 'boolean' },
  events: ['onOfferOpen'],
  eventDocs: {
    onOfferOpen: "The user opened an offer's details; `detail` is `{ offerId, sourceKey, supplierName, product }`.",
  },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change', 'insights-navigate', 'insights-price-watch-change'],
  parts: partDocs('frame', 'header', 'filters', 'panel', 'table', 'header-row', 'row'),
});
