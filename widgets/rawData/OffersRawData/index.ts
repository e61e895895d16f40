export { OffersRawData, OFFERS_RAW_DATA_HEADING, type OffersRawDataProps } from './OffersRawData';
