/** Every offer source by its id: the import (../import.ts) and `npm run offers -- --help` look readers up here. */
import type { OfferMarketKey, OfferSource } from '../../../../contract/offers/schemas.js';
import { insightsReader } from './insights/reader.js';
import { maEnergySwitchReader } from './ma-energy-switch/reader.js';
import { ohApplesToApplesReader } from './oh-apples-to-apples/reader.js';
import { ptcReader } from './ptc/reader.js';
import type { OfferSourceReader, SourceResult } from './types.js';

/**
 * A market is found without regard to the case of its utility and customer class (offer_markets' unique index on
 * lower(utility), lower(customer_class); the import's and the reads' look-ups): so within one file, too, rows that
 * differ only in that case are one market, written as the file first spells it. The import groups a file's rows by
 * the market key exactly as given, so the spelling is made one here, before it sees them.
 */
export function oneSpellingPerMarket(result: SourceResult): SourceResult {
  const first = new Map<string, OfferMarketKey>();
  const offers = result.offers.map((offer) => {
    const { stateCode, utility, commodity, customerClass } = offer.market;
    const id = JSON.stringify([stateCode, utility.toLowerCase(), commodity, customerClass.toLowerCase()]);
    const market = first.get(id);
    if (!market) {
      first.set(id, offer.market);
      return offer;
    }
    return market === offer.market || (market.utility === utility && market.customerClass === customerClass)
      ? offer
      : { ...offer, market: { ...offer.market, utility: market.utility, customerClass: market.customerClass } };
  });
  return { ...result, offers };
}

const withOneSpelling = (reader: OfferSourceReader): OfferSourceReader => ({
  ...reader,
  read: (text, options) => oneSpellingPerMarket(reader.read(text, options)),
});

export const OFFER_SOURCE_READERS: Record<OfferSource, OfferSourceReader> = {
  ptc: withOneSpelling(ptcReader),
  'oh-apples-to-apples': withOneSpelling(ohApplesToApplesReader),
  'ma-energy-switch': withOneSpelling(maEnergySwitchReader),
  insights: withOneSpelling(insightsReader),
};

export { SourceFormatError } from './types.js';
export type { NormalizedOffer, OfferSourceReader, SourceOptions, SourceResult } from './types.js';
