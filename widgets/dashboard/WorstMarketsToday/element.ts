import { defineWidget } from '../../core/element/defineWidget';
import { WorstMarketsToday } from './WorstMarketsToday';

export const WORST_MARKETS_TODAY_TAG = 'insights-worst-markets-today';

defineWidget(WORST_MARKETS_TODAY_TAG, WorstMarketsToday, { props: { clientId: 'string' } });
