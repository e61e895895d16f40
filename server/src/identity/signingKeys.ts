import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdentitySecrets {
  /** Private signing keys (JWKS) for oidc-provider. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's session and interaction cookies. */
  cookieKeys: string[];
}

const FILE_NAME = 'identity-keys.json';

async function generateSecrets(): Promise<IdentitySecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, kid: `insights-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Keys are generated once and kept in the data folder, so tokens and sessions survive a restart.
 * Without a data folder (tests, in-memory database) they live only as long as the process.
 */
export async function loadOrCreateSecrets(dataDir?: string): Promise<IdentitySecrets> {
  if (!dataDir) return generateSecrets();
  const file = path.join(dataDir, FILE_NAME);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as IdentitySecrets;
  const secrets = await generateSecrets();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The public half of the signing keys, for verifying tokens inside the API without an HTTP round trip. */
export function publicJwks(secrets: IdentitySecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)) as JWK),
  };
}
