import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/db.js';

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

function parseSecrets(value: unknown): IdentitySecrets {
  const secrets = (typeof value === 'string' ? JSON.parse(value) : value) as IdentitySecrets;
  if (!Array.isArray(secrets?.jwks?.keys) || secrets.jwks.keys.length === 0 || !Array.isArray(secrets.cookieKeys) || secrets.cookieKeys.length === 0) {
    throw new Error('The stored identity keys are unreadable: expected { jwks: { keys: [...] }, cookieKeys: [...] }.');
  }
  return secrets;
}

function readFile(dataDir: string | undefined): IdentitySecrets | undefined {
  if (!dataDir) return undefined;
  const file = path.join(dataDir, FILE_NAME);
  return existsSync(file) ? parseSecrets(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The database holds the keys when one is given (ADR 0016): every instance on a shared PostgreSQL signs and verifies
 * with the same keys, and the first instance to start creates them (an insert that loses the race reads the
 * winner's). Keys an older version wrote to the data folder are taken over, so existing sign-ins stay valid.
 */
async function loadOrCreateInDb(db: Db, dataDir: string | undefined): Promise<IdentitySecrets> {
  const read = async () => (await db.query<{ secrets: unknown }>("select secrets from identity_secrets where id = 'current'")).rows[0];
  const stored = await read();
  if (stored) return parseSecrets(stored.secrets);
  const candidate = readFile(dataDir) ?? (await generateSecrets());
  await db.query("insert into identity_secrets (id, secrets) values ('current', $1::jsonb) on conflict (id) do nothing", [JSON.stringify(candidate)]);
  const winner = await read();
  if (!winner) throw new Error('The identity keys could not be stored in the database.');
  return parseSecrets(winner.secrets);
}

/**
 * Signing and cookie keys that outlive the process, so tokens and sessions survive a restart:
 * - with `db` (migrations applied): kept in the database, shared by all instances on it;
 * - else with a data folder: kept in `identity-keys.json` there;
 * - else (tests without a database): generated for this process only.
 */
export async function loadOrCreateSecrets(dataDir?: string, db?: Db): Promise<IdentitySecrets> {
  if (db) return loadOrCreateInDb(db, dataDir);
  if (!dataDir) return generateSecrets();
  const existing = readFile(dataDir);
  if (existing) return existing;
  const secrets = await generateSecrets();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE_NAME), JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The public half of the signing keys, for verifying tokens inside the API without an HTTP round trip. */
export function publicJwks(secrets: IdentitySecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)) as JWK),
  };
}
