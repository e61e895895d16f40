/** The part of @microsoft/signalr's HubConnection the widgets use; tests and stories pass a fake. */
export interface HubClient {
  on(method: string, handler: (...args: unknown[]) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export type HubClientFactory = (hubUrl: string, accessTokenFactory: () => Promise<string>) => HubClient;

/**
 * The official client, loaded the first time a connection starts (@microsoft/signalr is ~15 KB gz a page without a
 * hub never needs, and a page with one can draw before it arrives): a token per (re)connect, automatic reconnect
 * 0, 2, 10, 30 s and then every 30 s; no cookies (the bearer token is the credential). Handlers registered before the library arrives are passed on when it does.
 */
export const signalrClientFactory: HubClientFactory = (hubUrl, accessTokenFactory) => {
  const registrations: Array<(client: HubClient) => void> = [];
  let built: HubClient | null = null;
  let connection: Promise<HubClient> | null = null;
  const connect = () =>
    (connection ??= import('@microsoft/signalr').then(({ HubConnectionBuilder, LogLevel }) => {
      const client = new HubConnectionBuilder()
        // The token is the credential; cookies are not. Without this the client sends negotiate with credentials
        // included, which a page on another origin is only allowed when the server opts in for each origin.
        .withUrl(hubUrl, { accessTokenFactory, withCredentials: false })
        .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => [0, 2000, 10_000, 30_000][ctx.previousRetryCount] ?? 30_000 })
        .configureLogging(LogLevel.None)
        .build() as unknown as HubClient;
      built = client;
      registrations.splice(0).forEach((apply) => apply(client));
      return client;
    }));
  const register = (apply: (client: HubClient) => void) => {
    if (built) apply(built);
    else registrations.push(apply);
  };
  return {
    on: (method, handler) => register((client) => client.on(method, handler)),
    onreconnecting: (callback) => register((client) => client.onreconnecting(callback)),
    onreconnected: (callback) => register((client) => client.onreconnected(callback)),
    onclose: (callback) => register((client) => client.onclose(callback)),
    start: () => connect().then((client) => client.start()),
    // Never started: nothing to stop (and no reason to download the library for it).
    stop: () => (connection ? connection.then((client) => client.stop()) : Promise.resolve()),
    invoke: <T = unknown>(method: string, ...args: unknown[]) => connect().then((client) => client.invoke<T>(method, ...args)),
  };
};
