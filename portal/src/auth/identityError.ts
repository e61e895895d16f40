/**
 * Spec 2 §2: identity provider errors `access_denied` or 'Invalid state' (oidc-client-ts says 'No matching state
 * found in storage' when the callback URL is replayed or its state was lost) show the access-denied screen;
 * anything else shows 'Oops... ' followed by the message.
 */
export type IdentityErrorView = { kind: 'accessDenied' } | { kind: 'oops'; message: string };

export function mapIdentityError(error: unknown): IdentityErrorView {
  const code = error && typeof error === 'object' && 'error' in error ? String((error as { error: unknown }).error ?? '') : '';
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : code || 'Unknown error';
  if (code === 'access_denied') return { kind: 'accessDenied' };
  if (/invalid state|no matching state/i.test(message) || /invalid state|no matching state/i.test(code)) {
    return { kind: 'accessDenied' };
  }
  return { kind: 'oops', message: message || code || 'Unknown error' };
}

export function oopsText(message: string): string {
  return 'Oops... ' + message;
}
