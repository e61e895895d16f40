export { PriceWatches, type PriceWatchesProps } from './PriceWatches';
