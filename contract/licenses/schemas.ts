import { z } from 'zod';
import { count } from '../http';

/** One row of the home summary: latest licenses per state, split by commodity and by ABC vs Supplier. */
export const stateLicenseCount = z.object({
  state: z.string(),
  stateName: z.string(),
  gas: count,
  electric: count,
  totalLicenses: count,
  abc: count,
  supplier: count,
});
export type StateLicenseCount = z.output<typeof stateLicenseCount>;

/** GET /api/License/GetStateWiseLicenseCount */
export const stateWiseLicenseCountReply = z.object({ licenseDetails: z.array(stateLicenseCount) });
export type StateWiseLicenseCountReply = z.output<typeof stateWiseLicenseCountReply>;
