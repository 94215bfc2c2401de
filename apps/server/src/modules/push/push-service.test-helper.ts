import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** What a browser holds for a push subscription: its key pair and auth secret, as it hands them to the server. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** Decrypts a push body as the browser would. */
    decrypt: (body: Buffer) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ),
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local stand-in for a browser vendor's push service: records each POST and answers `state.status`. */
export async function localPushService() {
  const state = { status: 201, received: [] as ReceivedPush[] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    endpoint: (id: string) => `http://127.0.0.1:${port}/push/${id}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
