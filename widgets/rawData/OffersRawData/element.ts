import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { OffersRawData } from './OffersRawData';

export const OFFERS_RAW_DATA_TAG = 'insights-offers-raw-data';

defineWidget(OFFERS_RAW_DATA_TAG, OffersRawData, {
  description: "Raw data → Offers: the per-state offer files, for download as CSV.",
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
