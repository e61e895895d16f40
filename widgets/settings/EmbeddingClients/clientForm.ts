import type { IntranetClientBody } from '../../../contract/embedding/forms';
import type { IntranetClientRow } from '../../core/api/embedding';

/** The form holds addresses as text, one per line. */
export interface ClientFormValues {
  name: string;
  tenantClientId: string;
  redirectUris: string;
  postLogoutRedirectUris: string;
}

export type ClientFormErrors = Partial<Record<keyof ClientFormValues, string>>;

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

export function valuesOf(client: IntranetClientRow | null, defaultTenant: string): ClientFormValues {
  return {
    name: client?.name ?? '',
    tenantClientId: client?.tenantClientId ?? defaultTenant,
    redirectUris: (client?.redirectUris ?? []).join('\n'),
    postLogoutRedirectUris: (client?.postLogoutRedirectUris ?? []).join('\n'),
  };
}

/** The contract's rules (zod): downloaded on the first check or the form's first focus, not with the Settings screens. */
const clientRules = () => import('../../../contract/embedding/forms');

/** Starts the rules' download ahead of the first check; a failure is left to that check. */
export function preloadClientRules(): void {
  clientRules().catch(() => undefined);
}

/** The contract's rules (the server applies the same): the body, or each field's first message. */
export async function parseClientForm(values: ClientFormValues): Promise<{ body: IntranetClientBody } | { errors: ClientFormErrors }> {
  const { intranetClientBody } = await clientRules();
  const candidate = {
    name: values.name,
    tenantClientId: values.tenantClientId,
    redirectUris: lines(values.redirectUris),
    postLogoutRedirectUris: lines(values.postLogoutRedirectUris),
  };
  const parsed = intranetClientBody.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const errors: ClientFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ClientFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
