/**
 * The intranet client form's rules (issue 28), shared by the Embedding settings form and the server, whose request
 * body is this schema.
 */
import { z } from 'zod';
import { redirectUriProblem } from './redirectUri';

export const INTRANET_CLIENT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot exceed 100 characters',
  tenantRequired: 'Please select a client',
  redirectRequired: 'Add at least one page address (redirect URI).',
  tooManyUris: 'At most 20 addresses.',
  superAdminOnly: 'Only a super admin can manage intranet clients.',
  notFound: 'Intranet client not found',
  tenantNotFound: 'Client not found',
  created: (name: string) => `Intranet client ${name} registered.`,
  updated: (name: string) => `Intranet client ${name} saved.`,
  deleted: (name: string) => `Intranet client ${name} removed.`,
} as const;

const M = INTRANET_CLIENT_MESSAGES;

const pageUri = z.string().trim().superRefine((value, ctx) => {
  const problem = redirectUriProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The form's fields; also the body of register (POST) and change (PUT). */
export const intranetClientFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired, abort: true }).max(100, M.nameTooLong),
  tenantClientId: z.guid({ error: M.tenantRequired }),
  redirectUris: z.array(pageUri, { error: M.redirectRequired }).min(1, M.redirectRequired).max(20, M.tooManyUris),
  /** Where sign-out may return; empty = the redirect URIs. */
  postLogoutRedirectUris: z.array(pageUri).max(20, M.tooManyUris).optional(),
};
export const intranetClientBody = z.object(intranetClientFields);
export type IntranetClientBody = z.input<typeof intranetClientBody>;

