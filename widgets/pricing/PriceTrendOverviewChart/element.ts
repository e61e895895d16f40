import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { PriceTrendOverviewChart } from './PriceTrendOverviewChart';

export const PRICE_TREND_OVERVIEW_CHART_TAG = 'insights-price-trend-overview-chart';

defineWidget(PRICE_TREND_OVERVIEW_CHART_TAG, PriceTrendOverviewChart, {
  description: "The Price Trend Overview chart: every supplier's price over time.",
  attributeDocs: {
    filters: "The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas).",
    viewAs: "A super admin's 'View as' client id.",
    applyId: "Change it to clear the chart and fetch again (what Apply does on the Pricing screen).",
  },
  props: { filters: 'json', viewAs: 'string', applyId: 'number' },
  parts: partDocs('frame', 'chart'),
});
