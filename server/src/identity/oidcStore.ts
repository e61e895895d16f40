import type { Db } from '../db/db.js';

/**
 * oidc-provider's storage adapter over the server's database (table oidc_store, migration 010). Sessions, grants,
 * authorization codes, refresh tokens and interactions survive a restart and are shared by every instance on the
 * same database (ADR 0016). Expiry is kept in `expires_at` by the database clock, so instances whose clocks differ
 * still agree; expired rows are invisible at once and deleted by {@link deleteExpiredIdentityState}.
 */
export type OidcPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: unknown;
};

export interface OidcAdapter {
  upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<OidcPayload | undefined>;
  findByUid(uid: string): Promise<OidcPayload | undefined>;
  findByUserCode(userCode: string): Promise<OidcPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

interface StoredRow {
  payload: OidcPayload | string;
  consumed: number | string | null;
}

const LIVE = '(expires_at is null or expires_at > now())';

function toPayload(row: StoredRow | undefined): OidcPayload | undefined {
  if (!row) return undefined;
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as OidcPayload) : row.payload;
  // The provider only asks whether a code or refresh token was used; it reads `consumed` as a truthy epoch time.
  return row.consumed === null ? payload : { ...payload, consumed: Number(row.consumed) };
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export class DbOidcAdapter implements OidcAdapter {
  constructor(
    private readonly db: Db,
    readonly model: string,
  ) {}

  async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
    const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? Math.max(0, Math.ceil(expiresIn)) : null;
    await this.db.query(
      `insert into oidc_store (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, case when $7::integer is null then null else now() + make_interval(secs => $7::integer) end, null)
       on conflict (model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code,
         expires_at = excluded.expires_at, consumed_at = null`,
      [this.model, id, JSON.stringify(payload), optionalText(payload.grantId), optionalText(payload.uid), optionalText(payload.userCode), seconds],
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<OidcPayload | undefined> {
    if (!value) return undefined;
    const { rows } = await this.db.query<StoredRow>(
      `select payload, extract(epoch from consumed_at)::bigint as consumed
       from oidc_store where model = $1 and ${column} = $2 and ${LIVE} limit 1`,
      [this.model, value],
    );
    return toPayload(rows[0]);
  }

  find(id: string): Promise<OidcPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<OidcPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<OidcPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('update oidc_store set consumed_at = now() where model = $1 and id = $2 and consumed_at is null', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_store where model = $1 and id = $2', [this.model, id]);
  }

  /** Called once per token model when a grant ends (sign-out, a reused refresh token, revocation). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_store where model = $1 and grant_id = $2', [this.model, grantId]);
  }
}

/** The `adapter` option of oidc-provider: a (non-async) factory called once per model name. */
export function createOidcAdapterFactory(db: Db): (model: string) => OidcAdapter {
  return (model) => new DbOidcAdapter(db, model);
}

export interface ExpiredIdentityState {
  /** Provider rows (sessions, codes, tokens, interactions, …) past their expiry. */
  oidcRows: number;
  /** Failed sign-in counters whose window and lock are over. */
  signInFailures: number;
}

/** Deletes identity state whose time is over. Run at start and then periodically (see startIdentityHousekeeping). */
export async function deleteExpiredIdentityState(db: Db): Promise<ExpiredIdentityState> {
  const oidc = await db.query<{ n: number }>(
    'with gone as (delete from oidc_store where expires_at <= now() returning 1) select count(*)::integer as n from gone',
  );
  const failures = await db.query<{ n: number }>(
    'with gone as (delete from sign_in_failures where expires_at <= now() returning 1) select count(*)::integer as n from gone',
  );
  return { oidcRows: oidc.rows[0]?.n ?? 0, signInFailures: failures.rows[0]?.n ?? 0 };
}

export const IDENTITY_HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface IdentityHousekeeping {
  stop(): void;
}

/**
 * Deletes expired identity state now and then every `intervalMs`. A failed run (database briefly away) is retried at
 * the next tick; the timer never keeps the process alive.
 */
export async function startIdentityHousekeeping(
  db: Db,
  { intervalMs = IDENTITY_HOUSEKEEPING_INTERVAL_MS, onError }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<IdentityHousekeeping> {
  await deleteExpiredIdentityState(db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deleteExpiredIdentityState(db)
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
