import type { WebSocket } from 'ws';
import type { Session } from '../../../contract/claims.js';
import { NOTIFICATION_HUB } from '../../../contract/notifications/endpoints.js';
import { MessageType, PING, completion, frame, invocation, splitRecords, type HubMessage } from './protocol.js';

export interface ConnectionHooks {
  pingIntervalMs: number;
  invoke: (target: string, args: unknown[]) => Promise<unknown>;
  /** After a successful handshake: the connection may now receive pushes. */
  onOpen: () => void;
  onClose: () => void;
}

const HANDSHAKE_TIMEOUT_MS = 15_000;

/** One client connection: handshake, then invocations, completions and pings. */
export class HubConnection {
  private buffer = '';
  private open = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly session: Session,
    private readonly hooks: ConnectionHooks,
  ) {
    const handshakeTimer = setTimeout(() => this.ws.terminate(), HANDSHAKE_TIMEOUT_MS);
    this.timers.push(handshakeTimer);
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      this.buffer += isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
      const { records, rest } = splitRecords(this.buffer);
      this.buffer = rest;
      for (const record of records) this.onRecord(record, handshakeTimer);
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.ws.terminate());
  }

  private onRecord(record: string, handshakeTimer: NodeJS.Timeout) {
    let message: HubMessage;
    try {
      message = JSON.parse(record) as HubMessage;
    } catch {
      return this.fail('Invalid message: not JSON.');
    }
    if (!this.open) {
      clearTimeout(handshakeTimer);
      if (message.protocol !== 'json' || message.version !== 1) {
        this.ws.send(frame({ error: `Requested protocol '${String(message.protocol)}' version ${String(message.version)} is not available.` }));
        this.ws.close();
        return;
      }
      this.open = true;
      this.ws.send(frame({}));
      this.hooks.onOpen();
      // Keep-alive both ways: our ping, and a cut-off for clients silent for 4 ping periods.
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastSeen > this.hooks.pingIntervalMs * 4) return this.ws.terminate();
          this.raw(PING);
        }, this.hooks.pingIntervalMs),
      );
      // Spec 1 §4: on connect the client asks for what it has not read (and what it missed while away).
      this.send(NOTIFICATION_HUB.syncNotifications, []);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        return void this.onInvocation(message);
      case MessageType.StreamInvocation:
        if (message.invocationId) this.raw(completion(message.invocationId, { error: 'Streaming is not supported.' }));
        return;
      case MessageType.Close:
        return void this.ws.close();
      default:
        // Ping, CancelInvocation and completions of client results need no answer.
        return;
    }
  }

  private async onInvocation(message: HubMessage) {
    const id = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    try {
      const result = await this.hooks.invoke(String(message.target ?? ''), Array.isArray(message.arguments) ? message.arguments : []);
      if (id) this.raw(completion(id, { result: result ?? null }));
    } catch (error) {
      if (id) this.raw(completion(id, { error: (error as Error).message || 'Invocation failed.' }));
    }
  }

  private fail(error: string) {
    this.raw(frame({ type: MessageType.Close, error, allowReconnect: false }));
    this.ws.close();
  }

  private raw(text: string | Buffer) {
    // A Buffer goes out as a text frame too (binary: false): the JSON protocol is text.
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text, { binary: false });
  }

  send(target: string, args: unknown[]) {
    if (this.open) this.raw(invocation(target, args));
  }

  /** One message to many connections: the hub encodes it once (`invocation()` as UTF-8) and hands each the bytes. */
  sendEncoded(encoded: Buffer) {
    if (this.open) this.raw(encoded);
  }

  /** Server shutdown: a Close that lets the client reconnect, then the socket closes. */
  shutdown(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === this.ws.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.raw(frame({ type: MessageType.Close, allowReconnect: true }));
      this.ws.close(1001);
      setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 1000).unref();
    });
  }

  private dispose() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    if (this.open) {
      this.open = false;
      this.hooks.onClose();
    } else this.hooks.onClose();
  }
}
