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

/**
 * The contract's rules (the server applies the same): the body, or each field's first message. The rules (zod) download
 * on the first check, not with the Settings screens.
 */
export async function parseClientForm(values: ClientFormValues): Promise<{ body: IntranetClientBody } | { errors: ClientFormErrors }> {
  const { intranetClientBody } = await import('../../../contract/embedding/forms');
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
