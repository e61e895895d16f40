import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { WorstMarketsToday } from './WorstMarketsToday';

export const WORST_MARKETS_TODAY_TAG = 'insights-worst-markets-today';

defineWidget(WORST_MARKETS_TODAY_TAG, WorstMarketsToday, {
  description: "Up to 10 markets where the client's supplier ranks worst today.",
  attributeDocs: {
    clientId: "A super admin's 'View as' client (ignored for everybody else).",
  },
  props: { clientId: 'string' },
  parts: partDocs('frame', 'panel'),
});
