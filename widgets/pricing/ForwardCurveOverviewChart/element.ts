import { defineWidget } from '../../core/element/defineWidget';
import { ForwardCurveOverviewChart } from './ForwardCurveOverviewChart';

export const FORWARD_CURVE_OVERVIEW_CHART_TAG = 'insights-forward-curve-overview-chart';

defineWidget(FORWARD_CURVE_OVERVIEW_CHART_TAG, ForwardCurveOverviewChart, { props: { filters: 'json', viewAs: 'string', applyId: 'number' } });
