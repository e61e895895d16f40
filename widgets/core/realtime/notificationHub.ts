import { NOTIFICATION_HUB } from '../../../contract/notifications/endpoints';
import type { InsightsNotification, UnreadNotificationsReply } from '../../../contract/notifications/schemas';
import { signalrClientFactory, type HubClient, type HubClientFactory } from './hubClient';

export type HubStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface NotificationHubState {
  status: HubStatus;
  /** Newest unread first, as the server lists them (the most recent 20). */
  unread: InsightsNotification[];
  /** All unread notifications of the user. */
  total: number;
  /** The unread list has come from the server at least once. */
  synced: boolean;
}

/** What GetUnreadNotifications answers (a production hub may leave fields out). */
export type UnreadReply = Partial<UnreadNotificationsReply>;

type Listener = () => void;
type TokenGetter = () => string | null | Promise<string | null>;

const FIRST_START_RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * One realtime connection per hub URL, shared by every widget of the page (spec 1 §4): it opens once the
 * host has an access token, reconnects automatically, keeps the unread list, and tells subscribers about
 * each NotificationReceive. Widgets use it through useNotificationHub().
 */
export class NotificationHub {
  private state: NotificationHubState = { status: 'idle', unread: [], total: 0, synced: false };
  private readonly listeners = new Set<Listener>();
  private readonly receiveListeners = new Set<(n: InsightsNotification) => void>();
  private client: HubClient | null = null;
  private users = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private idleStart: number | null = null;
  private attempt = 0;
  private stopped = true;

  constructor(
    readonly hubUrl: string,
    private getAccessToken: TokenGetter,
    private readonly factory: HubClientFactory,
  ) {}

  getState = (): NotificationHubState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Called for every pushed notification (e.g. to refresh a list). */
  onReceive(listener: (n: InsightsNotification) => void): () => void {
    this.receiveListeners.add(listener);
    return () => void this.receiveListeners.delete(listener);
  }

  /** A widget starts using the connection; the first one opens it. */
  retain(getAccessToken: TokenGetter): () => void {
    this.getAccessToken = getAccessToken;
    this.users += 1;
    if (this.users === 1) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) void this.close();
    };
  }

  /** Asks the server for the unread list now (after reading or removing elsewhere on the page). */
  async refresh(): Promise<void> {
    if (!this.client || this.state.status !== 'connected') return;
    try {
      const reply = await this.client.invoke<UnreadReply | null>(NOTIFICATION_HUB.getUnreadNotifications);
      this.set({ unread: reply?.notifications ?? [], total: reply?.total ?? 0, synced: true });
    } catch {
      // The next SyncNotifications brings the list.
    }
  }

  private set(patch: Partial<NotificationHubState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private async token(): Promise<string> {
    return (await this.getAccessToken()) ?? '';
  }

  private open() {
    this.stopped = false;
    const client = this.factory(this.hubUrl, () => this.token());
    this.client = client;
    client.on(NOTIFICATION_HUB.notificationReceive, (...args: unknown[]) => {
      const notification = args[0] as InsightsNotification | undefined;
      if (!notification) return;
      const unread = notification.isRead ? this.state.unread : [notification, ...this.state.unread.filter((n) => n.id !== notification.id)];
      const isNew = !notification.isRead && !this.state.unread.some((n) => n.id === notification.id);
      this.set({ unread, total: this.state.total + (isNew ? 1 : 0) });
      for (const listener of this.receiveListeners) listener(notification);
    });
    client.on(NOTIFICATION_HUB.syncNotifications, () => void this.refresh());
    client.onreconnecting(() => this.set({ status: 'reconnecting' }));
    client.onreconnected(() => this.set({ status: 'connected' }));
    client.onclose(() => {
      this.set({ status: 'disconnected' });
      // The library gave up (or never started); keep trying while widgets still need it.
      if (!this.stopped) this.schedule(() => this.begin());
    });
    // The page's own first screen goes first: the connection starts once the main thread is idle (a second at most).
    if (typeof requestIdleCallback === 'function') {
      this.idleStart = requestIdleCallback(() => {
        this.idleStart = null;
        void this.begin();
      }, { timeout: 1000 });
    } else {
      void this.begin();
    }
  }

  private schedule(fn: () => void) {
    if (this.retry) clearTimeout(this.retry);
    const delay = FIRST_START_RETRY_MS[Math.min(this.attempt, FIRST_START_RETRY_MS.length - 1)];
    this.attempt += 1;
    this.retry = setTimeout(fn, delay);
  }

  /** Starts once a token exists; a failed first start is not retried by the library, so retry here. */
  private async begin(): Promise<void> {
    const client = this.client;
    if (this.stopped || !client) return;
    const token = await this.token();
    // Closed (and maybe opened again with a new client) while the token was asked for: this start is void.
    if (this.client !== client) return;
    if (!token) return this.schedule(() => void this.begin());
    this.set({ status: 'connecting' });
    try {
      await client.start();
      if (this.stopped || this.client !== client) return;
      this.attempt = 0;
      this.set({ status: 'connected' });
      await this.refresh();
    } catch {
      if (!this.stopped) {
        this.set({ status: 'disconnected' });
        this.schedule(() => void this.begin());
      }
    }
  }

  private async close() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    // Closed (and maybe opened again) before the idle start ran: that start belongs to the old client.
    if (this.idleStart !== null) cancelIdleCallback(this.idleStart);
    this.idleStart = null;
    const client = this.client;
    this.client = null;
    this.set({ status: 'idle' });
    await client?.stop().catch(() => undefined);
  }
}

const hubs = new Map<string, NotificationHub>();
let clientFactory: HubClientFactory = signalrClientFactory;

/** The page's one connection for this hub URL. */
export function getNotificationHub(hubUrl: string, getAccessToken: TokenGetter): NotificationHub {
  let hub = hubs.get(hubUrl);
  if (!hub) hubs.set(hubUrl, (hub = new NotificationHub(hubUrl, getAccessToken, clientFactory)));
  return hub;
}

/** Tests and stories: use another client (a fake) for hubs created from now on; returns the previous one. */
export function setHubClientFactory(factory: HubClientFactory): HubClientFactory {
  const previous = clientFactory;
  clientFactory = factory;
  hubs.clear();
  return previous;
}
