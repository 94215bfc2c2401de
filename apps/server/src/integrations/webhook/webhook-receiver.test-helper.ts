import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  raw: string;
  /** What the receiver answered; 0 until it answers, and for good when the sender hung up first (a timeout). */
  status: number;
}

/**
 * A local webhook receiver for tests and the bench: records every POST and answers what `answer` says (200 by
 * default; a status, or a delay longer than the sender's timeout).
 */
export async function startWebhookReceiver() {
  const state = {
    received: [] as ReceivedWebhook[],
    answer: (_n: number): { status: number; delayMs?: number } => ({ status: 200 }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { status, delayMs } = state.answer(state.received.length);
      const entry = { headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), status: 0 };
      state.received.push(entry);
      const reply = () => {
        if (req.socket.destroyed) return;
        entry.status = status;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
      };
      if (delayMs) setTimeout(reply, delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/lodestar`,
    port,
    state,
    /** Requests it accepted with a 2xx. */
    accepted: () => state.received.filter((r) => r.status >= 200 && r.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
