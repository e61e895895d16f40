export { PricingScreen, PRICING_TITLE, type PricingScreenProps } from './PricingScreen';
