import WebSocket from 'ws';

/**
 * One raw SignalR connection (JSON protocol over WebSocket, no client library): resolves once the hub answered the
 * handshake; `onPush` runs for each NotificationReceive, `onLost` if the socket closes after the handshake.
 */
export function openRawHubSocket(url: string, handlers: { onPush: () => void; onLost?: () => void }): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let ready = false;
    ws.on('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
    ws.on('message', (data) => {
      const text = data.toString();
      if (!ready && text.startsWith('{}\u001e')) {
        ready = true;
        resolve(ws);
      }
      if (text.includes('"NotificationReceive"')) handlers.onPush();
    });
    ws.on('error', (error) => (ready ? undefined : reject(error)));
    ws.on('close', () => (ready ? handlers.onLost?.() : reject(new Error('closed before handshake'))));
  });
}
