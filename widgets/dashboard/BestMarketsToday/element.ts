import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { BestMarketsToday } from './BestMarketsToday';

export const BEST_MARKETS_TODAY_TAG = 'insights-best-markets-today';

defineWidget(BEST_MARKETS_TODAY_TAG, BestMarketsToday, {
  description: "Up to 10 markets where the client's supplier ranks best today: rank of N and price delta.",
  attributeDocs: {
    clientId: "A super admin's 'View as' client (ignored for everybody else).",
  },
  props: { clientId: 'string' },
  parts: partDocs('frame', 'panel'),
});
