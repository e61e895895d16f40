import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { PriceTrendChart } from './PriceTrendChart';

export const PRICE_TREND_CHART_TAG = 'insights-price-trend-chart';

defineWidget(PRICE_TREND_CHART_TAG, PriceTrendChart, {
  description: "The Price Trend chart for the applied filters.",
  attributeDocs: {
    filters: "The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas).",
    viewAs: "A super admin's 'View as' client id.",
    applyId: "Change it to clear the chart and fetch again (what Apply does on the Pricing screen).",
  },
  props: { filters: 'json', viewAs: 'string', applyId: 'number' },
  parts: partDocs('frame', 'chart'),
});
