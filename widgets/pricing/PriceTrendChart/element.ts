import { defineWidget } from '../../core/element/defineWidget';
import { PriceTrendChart } from './PriceTrendChart';

export const PRICE_TREND_CHART_TAG = 'insights-price-trend-chart';

defineWidget(PRICE_TREND_CHART_TAG, PriceTrendChart, { props: { filters: 'json', viewAs: 'string', applyId: 'number' } });
