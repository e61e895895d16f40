import { defineWidget } from '../../core/element/defineWidget';
import { ForwardCurveChart } from './ForwardCurveChart';

export const FORWARD_CURVE_CHART_TAG = 'insights-forward-curve-chart';

defineWidget(FORWARD_CURVE_CHART_TAG, ForwardCurveChart, { props: { filters: 'json', viewAs: 'string', applyId: 'number' } });
