/**
 * Whether this server is a development server: NODE_ENV is not 'production' and PUBLIC_URL names this machine
 * (localhost, a *.localhost name, 127.0.0.1 or ::1). Development-only conveniences (the outbox page) follow this
 * one rule; a server users reach over the network is never one, whatever NODE_ENV says.
 */
export function isDevelopment(publicUrl: string, nodeEnv = process.env.NODE_ENV): boolean {
  if (nodeEnv === 'production') return false;
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
