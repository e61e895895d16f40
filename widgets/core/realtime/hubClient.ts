import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

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

/** The official client: a token per (re)connect, automatic reconnect 0, 2, 10, 30 s and then every 30 s. */
export const signalrClientFactory: HubClientFactory = (hubUrl, accessTokenFactory) =>
  new HubConnectionBuilder()
    .withUrl(hubUrl, { accessTokenFactory })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => [0, 2000, 10_000, 30_000][ctx.previousRetryCount] ?? 30_000 })
    .configureLogging(LogLevel.None)
    .build() as unknown as HubClient;
