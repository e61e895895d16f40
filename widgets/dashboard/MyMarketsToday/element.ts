import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { MyMarketsToday } from './MyMarketsToday';

export const MY_MARKETS_TODAY_TAG = 'insights-my-markets-today';

defineWidget(MY_MARKETS_TODAY_TAG, MyMarketsToday, {
  description: "Every market that ranks the client's supplier: the medal logos, the last place and its own rank on a slider.",
  attributeDocs: {
    clientId: "A super admin's 'View as' client (ignored for everybody else).",
  },
  props: { clientId: 'string' },
  parts: partDocs('frame', 'panel'),
});
