/** Every offer source by its id: the import (../import.ts) and `npm run offers -- --help` look readers up here. */
import type { OfferSource } from '../../../../contract/offers/schemas.js';
import { insightsReader } from './insights/reader.js';
import { maEnergySwitchReader } from './ma-energy-switch/reader.js';
import { ohApplesToApplesReader } from './oh-apples-to-apples/reader.js';
import { ptcReader } from './ptc/reader.js';
import type { OfferSourceReader } from './types.js';

export const OFFER_SOURCE_READERS: Record<OfferSource, OfferSourceReader> = {
  ptc: ptcReader,
  'oh-apples-to-apples': ohApplesToApplesReader,
  'ma-energy-switch': maEnergySwitchReader,
  insights: insightsReader,
};

export { SourceFormatError } from './types.js';
export type { NormalizedOffer, OfferSourceReader, SourceOptions, SourceResult } from './types.js';
