import type { Db } from '../db/db.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Subjects whose access ended (blocked or deleted). The /api check reads the account on every request; long-lived
     * connections (the realtime hub) subscribe here and close that subject's connections.
     */
    accountRevocations?: AccountRevocations;
  }
}

export type RevocationListener = (secureId: string) => void;

export interface AccountRevocations {
  /** An admin on this instance blocked or deleted the account: tell the listeners now. */
  revoke(secureId: string): void;
  /** Called with the subject's secureId (lower case); returns the unsubscribe function. */
  subscribe(listener: RevocationListener): () => void;
  close(): void;
}

export interface RevocationOptions {
  /**
   * How often the audit trail is read for blocks and deletions made elsewhere (another instance, the CLI), so
   * connections held here also close within this interval. At most 60 s; 0 turns the polling off.
   */
  pollMs: number;
}

export const DEFAULT_REVOCATION_POLL_MS = 30_000;

/** Revocations made on this instance are announced at once; those of other instances at the next poll. */
export function createAccountRevocations(db: Db, { pollMs }: RevocationOptions): AccountRevocations {
  const listeners = new Set<RevocationListener>();
  let lastId: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  const emit = (secureId: string) => {
    for (const listener of listeners) {
      try {
        listener(secureId.toLowerCase());
      } catch {
        // One failing listener must not keep the others from closing their connections.
      }
    }
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      if (lastId === undefined) {
        const { rows } = await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log');
        lastId = rows[0].id;
        return;
      }
      const { rows } = await db.query<{ id: number; sub: string | null }>(
        `select id, target_secure_id::text as sub from audit_log
          where id > $1 and action in ('UserBlocked', 'UserDeleted') order by id`,
        [lastId],
      );
      for (const row of rows) {
        lastId = row.id;
        if (row.sub) emit(row.sub);
      }
    } catch {
      // The database may be closing; the next tick tries again.
    } finally {
      polling = false;
    }
  };

  const startPolling = () => {
    if (timer || pollMs <= 0) return;
    void poll();
    timer = setInterval(() => void poll(), Math.min(pollMs, 60_000));
    timer.unref();
  };

  return {
    revoke: emit,
    subscribe(listener) {
      listeners.add(listener);
      startPolling();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          lastId = undefined;
        }
      };
    },
    close() {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
