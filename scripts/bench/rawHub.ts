import WebSocket from 'ws';

const HANDSHAKE_REPLY = Buffer.from('{}\u001e');
const PUSH_TARGET = Buffer.from('"NotificationReceive"');

/** The bytes of one incoming message (ws hands a Buffer unless told otherwise; fragments come as a list). */
const bytesOf = (data: WebSocket.RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/**
 * One raw SignalR connection (JSON protocol over WebSocket, no client library): resolves once the hub answered the
 * handshake; `onPush` runs for each NotificationReceive, `onLost` if the socket closes after the handshake. Messages
 * are looked at as bytes, not decoded to text: thousands of these run beside the server under test on one machine, so
 * each push should cost them as little as it can.
 */
export function openRawHubSocket(url: string, handlers: { onPush: () => void; onLost?: () => void }): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let ready = false;
    ws.on('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
    ws.on('message', (data) => {
      const bytes = bytesOf(data);
      if (!ready && bytes.subarray(0, HANDSHAKE_REPLY.length).equals(HANDSHAKE_REPLY)) {
        ready = true;
        resolve(ws);
      }
      // One message may hold several records: count each push in it.
      for (let at = bytes.indexOf(PUSH_TARGET); at !== -1; at = bytes.indexOf(PUSH_TARGET, at + PUSH_TARGET.length)) handlers.onPush();
    });
    ws.on('error', (error) => (ready ? undefined : reject(error)));
    ws.on('close', () => (ready ? handlers.onLost?.() : reject(new Error('closed before handshake'))));
  });
}
