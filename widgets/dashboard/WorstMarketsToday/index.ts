export { WorstMarketsToday, type WorstMarketsTodayProps } from './WorstMarketsToday';
