/** Raw data files (one per state and commodity) and their download links (spec 1 §3, §7). */
import { z } from 'zod';
import { nonJsonReply } from '../http';

export const RAW_DATA_KINDS = ['licenses', 'offers'] as const;
export type RawDataKind = (typeof RAW_DATA_KINDS)[number];

const fileFields = {
  /** Stable file id: state id × 10 + commodity id (1 Electric, 2 Natural Gas). */
  id: z.number().int(),
  /** Two-letter code. */
  state: z.string(),
  stateName: z.string(),
  commodity: z.string(),
};

/** GET licensesRawData: one file per state and commodity, with the kinds of company it holds. */
export const licensesRawDataRow = z.object({
  ...fileFields,
  broker: z.boolean(),
  supplier: z.boolean(),
  aggregator: z.boolean(),
});
export type LicensesRawDataRow = z.output<typeof licensesRawDataRow>;
export const licensesRawDataReply = z.object({ data: z.array(licensesRawDataRow) });

/** GET OffersRawData: one file per state and commodity, with the kinds of offer it holds. */
export const offersRawDataRow = z.object({
  ...fileFields,
  supplier: z.boolean(),
  utility: z.boolean(),
  residential: z.boolean(),
  smallCommercial: z.boolean(),
});
export type OffersRawDataRow = z.output<typeof offersRawDataRow>;
export const offersRawDataReply = z.object({ data: z.array(offersRawDataRow) });

/** The file id arrives as path text. */
export const downloadParams = z.object({ id: z.coerce.number<string>().int().min(1).max(100_000) });

/** `data` is the absolute URL of the file, valid 5 minutes for the caller only. */
export const downloadLinkReply = z.object({ data: z.string() });
export type DownloadLinkReply = z.output<typeof downloadLinkReply>;

export const fileQuery = z.object({ token: z.string().min(1).max(1000) });
/** The CSV text (text/csv). */
export const fileReply = nonJsonReply('text/csv', z.string());
