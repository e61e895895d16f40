import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { PriceWatches } from './PriceWatches';

export const PRICE_WATCHES_TAG = 'insights-price-watches';

defineWidget(PRICE_WATCHES_TAG, PriceWatches, {
  description:
    "The signed-in user's price watches (users with the pricing module): rules on an offers market — a price at or below, a supplier entering or leaving the top N, a supplier's changes, any change — and the client's own supplier's rank alerts.",
  attributeDocs: {
    clientId: "The signed-in user's client by default.",
  },
  props: { clientId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-price-watch-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
