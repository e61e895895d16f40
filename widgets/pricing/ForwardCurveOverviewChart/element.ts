import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { ForwardCurveOverviewChart } from './ForwardCurveOverviewChart';

export const FORWARD_CURVE_OVERVIEW_CHART_TAG = 'insights-forward-curve-overview-chart';

defineWidget(FORWARD_CURVE_OVERVIEW_CHART_TAG, ForwardCurveOverviewChart, {
  description: "The Forward Curve Overview chart: every supplier's forward curve.",
  attributeDocs: {
    filters: "The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas).",
    viewAs: "A super admin's 'View as' client id.",
    applyId: "Change it to clear the chart and fetch again (what Apply does on the Pricing screen).",
  },
  props: { filters: 'json', viewAs: 'string', applyId: 'number' },
  parts: partDocs('frame', 'chart'),
});
