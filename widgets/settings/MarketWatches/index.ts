export { MarketWatches, type MarketWatchesProps } from './MarketWatches';
