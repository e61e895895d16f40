import { defineWidget } from '../../core/element/defineWidget';
import { RankingScreen } from './RankingScreen';

export const RANKING_SCREEN_TAG = 'insights-ranking';

defineWidget(RANKING_SCREEN_TAG, RankingScreen, { props: { filterVariant: 'string', enabledWeekDays: 'json' } });
