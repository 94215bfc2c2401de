import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Position, SocketMessage } from '@lodestar/contracts';

/** Starts the app on a free port (once) and answers its ws:// address for /api/socket. */
export async function socketUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `ws://127.0.0.1:${port}/api/socket`;
}

export interface TestSocket {
  ws: WebSocket;
  messages: SocketMessage[];
  /** The next message (already received or yet to come) that matches, after those already taken. */
  next<T extends SocketMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<SocketMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** Opens a socket and waits for the hello; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, headers: Record<string, string>): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const messages: SocketMessage[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as SocketMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = async <T extends SocketMessage['type']>(type: T, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((m, i) => i >= taken && m.type === type);
      if (index >= 0) {
        taken = index + 1;
        return messages[index] as Extract<SocketMessage, { type: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no '${type}' message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const socket: TestSocket = { ws, messages, next, closed, send: (m) => ws.send(JSON.stringify(m)) };
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
    ws.once('open', () => next('hello').then(() => resolve(socket), reject));
  });
}

/** Waits long enough for the hub to flush (several ticks), for asserting that nothing arrived. */
export const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 600));

/** A stored position as the ingest pipeline would announce it on the bus. */
export function busPosition(deviceId: number, id: number, at = new Date()): Position {
  return {
    id,
    device_id: deviceId,
    location: [-87.63, 41.88],
    address: null,
    timestamp: at.toISOString(),
    server_time: new Date().toISOString(),
    valid: true,
    fix: 'gps',
    accuracy: 5,
    battery: 90,
    low_battery: false,
    charging: null,
    sos: false,
    overspeed: false,
    speed: 10,
    course: 180,
    altitude: null,
    temperature: null,
    humidity: null,
    last_movement_time: at.toISOString(),
    last_movement_time_without_cell: null,
    is_inside_geofences: false,
    hdop: null,
  };
}
