export { MarketActivity, MARKET_ACTIVITY_TITLE, type MarketActivityProps } from './MarketActivity';
