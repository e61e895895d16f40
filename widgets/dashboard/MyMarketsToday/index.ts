export { MyMarketsToday, type MyMarketsTodayProps } from './MyMarketsToday';
