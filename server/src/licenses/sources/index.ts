/** The license files the ingest reads, by source (contract LICENSE_FILE_SOURCES): `npm run ingest -- --source`, and the body's `source`. */
import type { LicenseFileSource } from '../../../../contract/notifications/schemas.js';
import { parseLicenseFile, type LicenseFileRow } from '../../notifications/ingest.js';
import { PUCT_REP_DESCRIPTION, readPuctRepDirectory } from './puct-rep/reader.js';

export interface LicenseSourceReader {
  /** Printed by `npm run ingest -- --help`. */
  describe: string;
  read(text: string): LicenseFileRow[];
}

export const LICENSE_SOURCE_READERS: Record<LicenseFileSource, LicenseSourceReader> = {
  licenses: { describe: "The ingest's own columns (below), or a Licenses Raw Data export as downloaded.", read: parseLicenseFile },
  'puct-rep': { describe: PUCT_REP_DESCRIPTION, read: readPuctRepDirectory },
};
