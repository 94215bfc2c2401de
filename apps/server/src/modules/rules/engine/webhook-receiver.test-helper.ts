import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: unknown;
}

/** A local HTTP receiver that answers 200 and keeps what it got (tests and the bench). */
export async function startWebhookReceiver(onHook?: (hook: ReceivedHook) => void) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const hook = { headers: req.headers, raw, body: JSON.parse(raw) as unknown };
      received.push(hook);
      onHook?.(hook);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
