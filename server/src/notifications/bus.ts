import pg from 'pg';
import type { InsightsNotification } from '../../../contract/notifications/schemas.js';

/**
 * What one server instance tells every instance (including itself): a new notification for a user,
 * or "this user's notifications changed, resynchronise" (after Mark/Remove).
 */
export type BusMessage =
  | { kind: 'notification'; userSecureId: string; notification: InsightsNotification }
  | { kind: 'sync'; userSecureId: string };

/** Fan-out seam: in-process for one server on PGlite, PostgreSQL LISTEN/NOTIFY for several servers. */
export interface NotificationBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export const NOTIFY_CHANNEL = 'insights_notifications';

class Handlers {
  private readonly set = new Set<(message: BusMessage) => void>();
  add(handler: (message: BusMessage) => void) {
    this.set.add(handler);
    return () => void this.set.delete(handler);
  }
  emit(message: BusMessage) {
    for (const handler of this.set) {
      try {
        handler(message);
      } catch {
        // One failing subscriber must not stop the others.
      }
    }
  }
}

export function createInProcessBus(): NotificationBus {
  const handlers = new Handlers();
  return {
    async publish(message) {
      handlers.emit(message);
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {},
  };
}

/**
 * LISTEN/NOTIFY on a dedicated connection. A message published here comes back through LISTEN like
 * everyone else's, so delivery is the same for local and remote users. The listener reconnects after a
 * lost connection (a database restart); notifications sent meanwhile are recovered by the client's
 * SyncNotifications round trip when it reconnects.
 */
export async function createPostgresBus(connectionString: string): Promise<NotificationBus> {
  const handlers = new Handlers();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  // An idle publishing connection that the server drops (restart, failover) must not end the process; the pool
  // opens a new one for the next publish.
  publisher.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      try {
        handlers.emit(JSON.parse(msg.payload) as BusMessage);
      } catch {
        // Not ours.
      }
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      listener = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${NOTIFY_CHANNEL}`);
    listener = client;
  };
  await connect();

  return {
    async publish(message) {
      // NOTIFY payloads are limited to 8000 bytes; a notification is a few hundred.
      await publisher.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(message)]);
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
