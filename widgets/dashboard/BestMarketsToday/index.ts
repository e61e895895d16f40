export { BestMarketsToday, type BestMarketsTodayProps } from './BestMarketsToday';
