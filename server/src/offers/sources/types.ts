/**
 * What every offer source (one folder per published file format) turns its file into: normalized offers per market,
 * the rows it skipped with their line and reason, and the count of data rows. The import (../import.ts) takes it from
 * here: match suppliers, compare with each market's latest snapshot, write snapshot, history and changes.
 */
import type { OfferMarketKey, OfferSource, SkippedRow } from '../../../../contract/offers/schemas.js';

/** What the command line or the query adds to a file that does not name its market (Ohio), or its date. */
export interface SourceOptions {
  asOf?: string;
  stateCode?: string;
  utility?: string;
  customerClass?: string;
  commodity?: 'Electric' | 'Natural Gas';
  unit?: 'kWh' | 'Ccf' | 'Mcf' | 'therm';
}

export interface NormalizedOffer {
  market: OfferMarketKey;
  /**
   * The source's own id (Power to Choose `[idKey]`, trimmed), or null where the source has none: the import then
   * keys the offer by its terms (supplier, rate type, term, introductory and promotional flags, monthly fee,
   * cancellation fee), pairing look-alikes by the closest price.
   */
  sourceKey: string | null;
  supplierName: string;
  product: string | null;
  rateType: string | null;
  termMonths: number | null;
  /** Dollars per the market's unit; the headline price (Power to Choose: 1,000 kWh). */
  price: number;
  /** e.g. { "500": 0.16, "1000": 0.149, "2000": 0.144 }, or null. */
  pricesByUsage: Record<string, number> | null;
  renewablePercent: number | null;
  cancellationFee: string | null;
  monthlyFee: number | null;
  promotion: string | null;
  language: string | null;
  isUtilityRate: boolean;
  introductory: boolean;
  promotional: boolean;
  prepaid: boolean;
  timeOfUse: boolean;
  /** Power to Choose's `[Fixed]` (1 fixed, 0 variable, 2 indexed); null elsewhere. */
  fixed: number | null;
  links: { website: string | null; terms: string | null; factsLabel: string | null; enroll: string | null; enrollPhone: string | null };
  /** Special terms, promotion or offer details as the source writes them. */
  terms: string | null;
  /** The line of the file where the row starts (1-based, the header is line 1 or later). */
  line: number;
}

export interface SourceResult {
  source: OfferSource;
  /** Data rows read (a preamble, header, blank line or trailer is not a row). */
  rows: number;
  offers: NormalizedOffer[];
  skipped: SkippedRow[];
  /** A date the file itself states, if any (used when no asOf is given). */
  asOf?: string;
}

/** A file that is not the source's format: the import answers 400 with the message (OFFER_MESSAGES.missingColumn). */
export class SourceFormatError extends Error {}

export interface OfferSourceReader {
  id: OfferSource;
  /** Shown by `npm run offers -- --help` and docs/offers.md: the columns it reads and what it makes of them. */
  describe: string;
  read(text: string, options: SourceOptions): SourceResult;
}
