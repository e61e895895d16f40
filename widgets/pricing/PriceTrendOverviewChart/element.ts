import { defineWidget } from '../../core/element/defineWidget';
import { PriceTrendOverviewChart } from './PriceTrendOverviewChart';

export const PRICE_TREND_OVERVIEW_CHART_TAG = 'insights-price-trend-overview-chart';

defineWidget(PRICE_TREND_OVERVIEW_CHART_TAG, PriceTrendOverviewChart, { props: { filters: 'json', viewAs: 'string', applyId: 'number' } });
