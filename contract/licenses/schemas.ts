import { z } from 'zod';
import { count, nullableText, pageNumber, pageSize, totalRecords } from '../http';
import { companyId, searchText } from '../companies/schemas';

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

/** One license of POST /api/license/getall; premium fields are '' without premium data, dates are YYYY-MM-DD. */
export const companyLicense = z.object({
  id: z.number().int(),
  stateCode: nullableText,
  associatedLegalName: nullableText,
  commodity: z.enum(['Electric', 'Natural Gas']).nullable(),
  licenseNumber: nullableText,
  licenseRegisteredDate: nullableText,
  licenseExpiryDate: nullableText,
  licenseType: nullableText,
  licenseStatus: nullableText,
  lastFoundOn: nullableText,
  /** ISO timestamp text (UTC). */
  createdDate: nullableText,
  isLatest: z.boolean(),
  sourceFileDate: nullableText,
  sourceUrl: nullableText,
  screenshotUrl: nullableText,
  caseCount: count,
  isPremium: z.boolean(),
  /** The caller follows this license. */
  isSubscribe: z.boolean(),
});
export type CompanyLicense = z.output<typeof companyLicense>;

/** POST /api/license/getall: either a company (company screen) or a client (dashboard's My Licenses, spec 2 §7). */
export const licensesBody = z
  .object({
    PageNumber: pageNumber,
    PageSize: pageSize(50, 50),
    SearchTerm: searchText,
    companyId: companyId.optional(),
    clientId: z.guid().optional(),
  })
  .refine((body) => body.companyId !== undefined || body.clientId !== undefined, {
    path: ['companyId'],
    message: 'A company or a client is required (companyId or clientId).',
  });
export type LicensesBody = z.input<typeof licensesBody>;

export const licensesReply = z.object({ data: z.array(companyLicense), totalRecords });
export type LicensesReply = z.output<typeof licensesReply>;
