import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { MarketWatches } from './MarketWatches';

export const MARKET_WATCHES_TAG = 'insights-market-watches';

defineWidget(MARKET_WATCHES_TAG, MarketWatches, {
  description: "The signed-in user's market watches: license events of any company in chosen states, commodity and type.",
  attributeDocs: {
    clientId: "The signed-in user's client by default.",
  },
  props: { clientId: 'string' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-market-watch-change'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
