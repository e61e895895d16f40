import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { ForwardCurveChart } from './ForwardCurveChart';

export const FORWARD_CURVE_CHART_TAG = 'insights-forward-curve-chart';

defineWidget(FORWARD_CURVE_CHART_TAG, ForwardCurveChart, {
  description: "The Forward Curve chart for the applied filters.",
  attributeDocs: {
    filters: "The applied pricing filters as JSON (the `apply` event's detail of `<insights-pricing-filters>`); missing fields take the defaults (ERCOT, Texas).",
    viewAs: "A super admin's 'View as' client id.",
    applyId: "Change it to clear the chart and fetch again (what Apply does on the Pricing screen).",
  },
  props: { filters: 'json', viewAs: 'string', applyId: 'number' },
  parts: partDocs('frame', 'chart'),
});
