import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { urlAttributes } from '../shared/urlAttributes';
import { PricingScreen } from './PricingScreen';

export const PRICING_SCREEN_TAG = 'insights-pricing';

const url = urlAttributes('pricing');

defineWidget(PRICING_SCREEN_TAG, PricingScreen, {
  description: "The whole Pricing screen: the filter form and the four price charts (each with Download CSV and PNG); the applied filters can live in the page URL.",
  attributeDocs: {
    ...url.attributeDocs,
    enabledWeekDays: "JSON array of weekdays (0–6) the date pickers allow despite the Monday rule.",
  },
  props: { ...url.props, syncUrl: 'boolean', enabledWeekDays: 'json' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-filters-change'],
  parts: partDocs('frame', 'header', 'filters', 'chart'),
});
