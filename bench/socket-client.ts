import type { Position } from '@lodestar/contracts';

export interface BenchSocket {
  close(): void;
}

/**
 * Opens /api/socket with a bearer token (Node's WebSocket accepts headers, a browser's uses the cookie),
 * subscribes to the account and hands every positions message to `onPositions`. Resolves once subscribed.
 */
export async function openSocket(
  apiUrl: string,
  token: string,
  accountId: number,
  onPositions: (positions: Position[]) => void,
): Promise<BenchSocket> {
  const url = `${apiUrl.replace(/^http/, 'ws')}/api/socket`;
  // undici's WebSocket (Node's global) takes headers in its init object; the DOM typings do not know it
  const Socket = WebSocket as unknown as new (url: string, init: object) => WebSocket;
  const ws = new Socket(url, { headers: { authorization: `Bearer ${token}` } });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('socket: no subscription confirmed within 10 s')),
      10_000,
    );
    ws.addEventListener('error', () => reject(new Error('socket: could not connect')));
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        type: string;
        positions?: Position[];
        message?: string;
      };
      if (message.type === 'hello') ws.send(JSON.stringify({ type: 'subscribe', account_id: accountId }));
      else if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve();
      } else if (message.type === 'positions') onPositions(message.positions ?? []);
      else if (message.type === 'error') reject(new Error(`socket: ${message.message}`));
    });
  });
  return { close: () => ws.close() };
}
