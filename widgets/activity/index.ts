/** @insights/widgets/activity — Market Activity: a market's license history per month. Only this area's code (and the shared core) comes with it. */
export { MarketActivity, type MarketActivityProps } from './MarketActivity';
