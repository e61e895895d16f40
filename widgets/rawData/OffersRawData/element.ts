import { defineWidget } from '../../core/element/defineWidget';
import { OffersRawData } from './OffersRawData';

export const OFFERS_RAW_DATA_TAG = 'insights-offers-raw-data';

defineWidget(OFFERS_RAW_DATA_TAG, OffersRawData, {
  description: "Raw data → Offers: the per-state offer files, for download as CSV.",
});
