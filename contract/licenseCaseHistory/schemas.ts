/** Case history of one license (spec 1 §3, §7). */
import { z } from 'zod';
import { nullableText, totalRecords } from '../http';
import { companyPageBody } from '../companies/schemas';

/** Every case field is '' without premium data; dates are YYYY-MM-DD. */
export const licenseCase = z.object({
  id: z.number().int(),
  licenseId: z.number().int(),
  caseNumber: nullableText,
  caseTitle: nullableText,
  pucUrl: nullableText,
  caseOpenDate: nullableText,
  caseCloseDate: nullableText,
  caseStatus: nullableText,
  caseType: nullableText,
  caseNote: nullableText,
  isPremium: z.boolean(),
});
export type LicenseCase = z.output<typeof licenseCase>;

export const licenseCaseHistoryBody = companyPageBody(50).extend({ licenseId: z.number().int().min(1) });
export type LicenseCaseHistoryBody = z.input<typeof licenseCaseHistoryBody>;

export const licenseCaseHistoryReply = z.object({ licenseCaseHistory: z.array(licenseCase), totalRecords });
export type LicenseCaseHistoryReply = z.output<typeof licenseCaseHistoryReply>;
