import { defineWidget } from '../../core/element/defineWidget';
import { BestMarketsToday } from './BestMarketsToday';

export const BEST_MARKETS_TODAY_TAG = 'insights-best-markets-today';

defineWidget(BEST_MARKETS_TODAY_TAG, BestMarketsToday, { props: { clientId: 'string' } });
