import { defineWidget } from '../../core/element/defineWidget';
import { PricingScreen } from './PricingScreen';

export const PRICING_SCREEN_TAG = 'insights-pricing';

defineWidget(PRICING_SCREEN_TAG, PricingScreen, { props: { enabledWeekDays: 'json' } });
