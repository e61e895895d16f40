import { defineWidget } from '../../core/element/defineWidget';
import { MyMarketsToday } from './MyMarketsToday';

export const MY_MARKETS_TODAY_TAG = 'insights-my-markets-today';

defineWidget(MY_MARKETS_TODAY_TAG, MyMarketsToday, { props: { clientId: 'string' } });
