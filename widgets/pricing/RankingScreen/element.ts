import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { urlAttributes } from '../shared/urlAttributes';
import { RankingScreen } from './RankingScreen';

export const RANKING_SCREEN_TAG = 'insights-ranking';

const url = urlAttributes('ranking');

defineWidget(RANKING_SCREEN_TAG, RankingScreen, {
  description: "The whole Ranking screen: the filters and 'Best Pricing Ranks' (with Download CSV and PNG); the applied filters can live in the page URL.",
  attributeDocs: {
    ...url.attributeDocs,
    filterVariant: "`inline` (default) or `modal`: the filters open in a dialog.",
    enabledWeekDays: "JSON array of weekdays (0–6) the date pickers allow despite the Monday rule.",
  },
  props: { ...url.props, syncUrl: 'boolean', filterVariant: 'string', enabledWeekDays: 'json' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change', 'insights-price-watch-change'],
  parts: partDocs('frame', 'header', 'filters', 'chart'),
});
