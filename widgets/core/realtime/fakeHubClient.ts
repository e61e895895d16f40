import { NOTIFICATION_HUB } from '../../../contract/notifications/endpoints';
import type { InsightsNotification } from '../../../contract/notifications/schemas';
import type { HubClient, HubClientFactory } from './hubClient';
import type { UnreadReply } from './notificationHub';

export interface FakeHubClient {
  factory: HubClientFactory;
  /** Server → client: a NotificationReceive push. */
  push(notification: InsightsNotification): void;
  /** Server → client: SyncNotifications. */
  sync(): void;
  /** What GetUnreadNotifications answers. */
  setUnread(reply: UnreadReply): void;
  /** How many connections were created (one per page is the rule). */
  readonly created: number;
  readonly started: number;
}

/** An in-memory stand-in for the hub, for component tests and stories. */
export function createFakeHubClient(initial: UnreadReply = { total: 0, notifications: [] }, opts: { neverConnect?: boolean } = {}): FakeHubClient {
  let unread = initial;
  let created = 0;
  let started = 0;
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const emit = (method: string, ...args: unknown[]) => handlers.get(method.toLowerCase())?.forEach((h) => h(...args));
  const factory: HubClientFactory = (_url, tokenFactory) => {
    created += 1;
    const client: HubClient = {
      on: (method, handler) => handlers.set(method.toLowerCase(), [...(handlers.get(method.toLowerCase()) ?? []), handler]),
      start: async () => {
        if (opts.neverConnect) return new Promise<void>(() => undefined);
        await tokenFactory();
        started += 1;
      },
      stop: async () => undefined,
      invoke: async <T,>(method: string) => {
        if (method === NOTIFICATION_HUB.getUnreadNotifications) return unread as T;
        throw new Error(`Unknown hub method '${method}'`);
      },
      onreconnecting: () => undefined,
      onreconnected: () => undefined,
      onclose: () => undefined,
    };
    return client;
  };
  return {
    factory,
    push: (n) => emit(NOTIFICATION_HUB.notificationReceive, n),
    sync: () => emit(NOTIFICATION_HUB.syncNotifications),
    setUnread: (reply) => void (unread = reply),
    get created() {
      return created;
    },
    get started() {
      return started;
    },
  };
}
