import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_ID } from '../../../contract/claims.js';
import { originsOf, redirectUriProblem } from '../../../contract/embedding/redirectUri.js';
import type { IntranetClient } from '../../../contract/embedding/schemas.js';
import type { Db, Queryable } from '../db/db.js';
import type { OidcAdapter, OidcPayload } from './oidcStore.js';

/**
 * Intranet clients (issue 28): public OIDC clients registered in the database (migration 019) for one tenant each.
 * The provider finds them through the 'Client' adapter below on every lookup (oidc-provider caches a client by a
 * hash of its metadata, so an edited record is a new client at once), and CORS of the token endpoint and the API
 * follows their pages' origins. Nothing here needs a restart.
 */

export const INTRANET_CLIENT_SELECT = `
  select ic.client_id as "clientId", ic.name, ic.tenant_client_id::text as "tenantClientId", c.name as "tenantName",
         ic.redirect_uris as "redirectUris", ic.post_logout_redirect_uris as "postLogoutRedirectUris",
         ic.created_on as "createdOn", ic.updated_on as "updatedOn"
    from intranet_clients ic join clients c on c.id = ic.tenant_client_id`;

export async function listIntranetClients(db: Queryable): Promise<IntranetClient[]> {
  const { rows } = await db.query<IntranetClient>(`${INTRANET_CLIENT_SELECT} order by lower(c.name), lower(ic.name), ic.client_id`);
  return rows;
}

export async function findIntranetClient(db: Queryable, clientId: string): Promise<IntranetClient | undefined> {
  const { rows } = await db.query<IntranetClient>(`${INTRANET_CLIENT_SELECT} where ic.client_id = $1`, [clientId]);
  return rows[0];
}

/** A public client id: readable prefix, 16 random hex digits. */
export function newIntranetClientId(): string {
  return `intranet-${randomBytes(8).toString('hex')}`;
}

/** The metadata oidc-provider validates and serves: a public web client, code + PKCE, refresh tokens. */
function clientMetadata(client: Pick<IntranetClient, 'clientId' | 'name' | 'redirectUris' | 'postLogoutRedirectUris'>): OidcPayload {
  return {
    client_id: client.clientId,
    client_name: client.name,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris.length > 0 ? client.postLogoutRedirectUris : client.redirectUris,
  };
}

/** oidc-provider's adapter for the 'Client' model: reads intranet_clients; the provider never writes clients here. */
export class IntranetClientAdapter implements OidcAdapter {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<OidcPayload | undefined> {
    if (!id || id.length > 100) return undefined;
    const client = await findIntranetClient(this.db, id);
    return client ? clientMetadata(client) : undefined;
  }

  // Dynamic registration is off: nothing else is ever asked of this model.
  async upsert(): Promise<void> {}
  async findByUid(): Promise<undefined> {
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

/** The tenant an OIDC client serves: an intranet client's tenant, or null (the portal serves every tenant). */
export async function tenantOfClient(db: Queryable, clientId: string): Promise<{ id: string; name: string; clientName: string } | null> {
  const { rows } = await db.query<{ id: string; name: string; clientName: string }>(
    `select ic.tenant_client_id::text as id, c.name, ic.name as "clientName"
       from intranet_clients ic join clients c on c.id = ic.tenant_client_id where ic.client_id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

/**
 * Browser origins of every intranet client's pages, read at most every `ttlMs` (other instances' changes arrive
 * within it); `invalidate()` after a change on this instance makes it immediate here.
 */
export function createIntranetOrigins(db: Db, ttlMs = 5_000) {
  let cached: { at: number; origins: Set<string> } | null = null;
  let loading: Promise<Set<string>> | null = null;
  const load = async () => {
    const { rows } = await db.query<{ uris: string[] }>(
      'select redirect_uris || post_logout_redirect_uris as uris from intranet_clients',
    );
    return new Set(originsOf(rows.flatMap((r) => r.uris)));
  };
  return {
    async has(origin: string): Promise<boolean> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        loading ??= load().finally(() => {
          loading = null;
        });
        const origins = await loading;
        cached = { at: Date.now(), origins };
      }
      return cached.origins.has(origin);
    },
    invalidate() {
      cached = null;
    },
  };
}
export type IntranetOrigins = ReturnType<typeof createIntranetOrigins>;

/** One entry of INTRANET_CLIENTS: clients registered at start (scripts, CI, the examples). */
export interface IntranetClientSeed {
  clientId: string;
  name: string;
  /** Default: the default client (Northwind in the demo data). */
  tenantClientId?: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

/** Reads INTRANET_CLIENTS (a JSON array); a wrong entry stops the start with a message naming it. */
export function parseIntranetClients(json: string | undefined): IntranetClientSeed[] {
  if (!json || !json.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`INTRANET_CLIENTS is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(value)) throw new Error('INTRANET_CLIENTS must be a JSON array of { "clientId", "name", "redirectUris": [...] }');
  return value.map((entry: Record<string, unknown>, index) => {
    const where = `INTRANET_CLIENTS[${index}]`;
    if (!entry || typeof entry !== 'object') throw new Error(`${where} must be an object`);
    const { clientId, name, tenantClientId, redirectUris, postLogoutRedirectUris } = entry;
    if (typeof clientId !== 'string' || !/^[A-Za-z0-9._~-]{1,100}$/.test(clientId)) throw new Error(`${where}.clientId must be 1–100 letters, digits or . _ ~ -`);
    if (typeof name !== 'string' || !name.trim()) throw new Error(`${where}.name is required`);
    if (tenantClientId !== undefined && (typeof tenantClientId !== 'string' || !/^[0-9a-f-]{36}$/i.test(tenantClientId))) {
      throw new Error(`${where}.tenantClientId must be a client's id (uuid)`);
    }
    const uris = (list: unknown, field: string, required: boolean): string[] => {
      if (list === undefined && !required) return [];
      if (!Array.isArray(list) || (required && list.length === 0)) throw new Error(`${where}.${field} must be a non-empty array of URLs`);
      return list.map((uri) => {
        const problem = redirectUriProblem(String(uri));
        if (problem) throw new Error(`${where}.${field}: ${problem}`);
        return String(uri);
      });
    };
    return {
      clientId,
      name: name.trim(),
      tenantClientId: tenantClientId as string | undefined,
      redirectUris: uris(redirectUris, 'redirectUris', true),
      postLogoutRedirectUris: uris(postLogoutRedirectUris, 'postLogoutRedirectUris', false),
    };
  });
}

/** Writes the INTRANET_CLIENTS entries (insert or replace by clientId); a start with the same list changes nothing. */
export async function registerIntranetClients(db: Db, seeds: IntranetClientSeed[]): Promise<void> {
  for (const seed of seeds) {
    await db.query(
      `insert into intranet_clients (client_id, name, tenant_client_id, redirect_uris, post_logout_redirect_uris)
       values ($1, $2, $3::uuid, $4::text[], $5::text[])
       on conflict (client_id) do update set name = excluded.name, tenant_client_id = excluded.tenant_client_id,
         redirect_uris = excluded.redirect_uris, post_logout_redirect_uris = excluded.post_logout_redirect_uris,
         updated_on = case when (intranet_clients.name, intranet_clients.tenant_client_id, intranet_clients.redirect_uris,
                                 intranet_clients.post_logout_redirect_uris)
                              is distinct from (excluded.name, excluded.tenant_client_id, excluded.redirect_uris,
                                                excluded.post_logout_redirect_uris)
                           then now() else intranet_clients.updated_on end`,
      [seed.clientId, seed.name, seed.tenantClientId ?? DEFAULT_CLIENT_ID, seed.redirectUris, seed.postLogoutRedirectUris ?? []],
    );
  }
}

/** The example intranet of docs/embedding.md (npm run example:intranet), registered when INTRANET_CLIENTS is unset. */
export const INTRANET_EXAMPLE_CLIENT_ID = 'insights-intranet-example';
export function exampleIntranetClient(origin = 'http://localhost:3001'): IntranetClientSeed {
  return { clientId: INTRANET_EXAMPLE_CLIENT_ID, name: 'Example intranet', redirectUris: [`${origin}/intranet-sso.html`] };
}
