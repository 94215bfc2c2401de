import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT = { id: 'lodestar-test', secret: 'fake-secret' } as const;

/** A SIM as the fake keeps it, under 1NCE's id (the ICCID without its check digit). */
export interface FakeSim {
  iccid_with_luhn: string;
  status: 'Enabled' | 'Disabled';
  msisdn: string;
  activation_date: string | null;
}

/** A request the fake received, for tests to check what the adapter sent. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

interface Trouble {
  on: 'token' | 'sims';
  /** only requests with this method (any when unset) */
  method?: string;
  status?: number;
  delayMs?: number;
}

/**
 * A local fake of the parts of 1NCE's Management API the adapter uses, on 127.0.0.1 under /management-api:
 * the client-credentials token (Basic auth), bearer-checked GET and PUT of one SIM, SIMs kept in memory, and
 * failures or delays on request. Tests point the adapter at `url`; nothing goes to the network.
 */
export async function fakeOneNce() {
  const sims = new Map<string, FakeSim>();
  const tokens = new Set<string>();
  const calls: FakeCall[] = [];
  const troubles: Trouble[] = [];
  let tokenRequests = 0;
  let tokenLifetimeS = 3600;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, token: string, message: string) =>
    send(res, status, { error_code: 1000, error_token: token, message });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    const path = (req.url ?? '').replace(/^\/management-api/, '');
    const method = req.method ?? 'GET';
    const on = path === '/oauth/token' ? 'token' : 'sims';
    if (on === 'sims') calls.push({ method, path, body });

    const trouble = troubles.findIndex((t) => t.on === on && (!t.method || t.method === method));
    if (trouble >= 0) {
      const [{ status, delayMs }] = troubles.splice(trouble, 1) as [Trouble];
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (status)
        return problem(
          res,
          status,
          status < 500 ? 'BadRequest' : 'InternalServerError',
          'Failing on purpose',
        );
    }

    if (on === 'token') {
      tokenRequests++;
      const basic = `Basic ${Buffer.from(`${FAKE_CLIENT.id}:${FAKE_CLIENT.secret}`).toString('base64')}`;
      if (method !== 'POST' || req.headers.authorization !== basic) {
        return send(res, 400, { statusCode: 400, errorCode: 'BadCredentials', message: 'Unknown client.' });
      }
      if ((body as { grant_type?: string } | undefined)?.grant_type !== 'client_credentials') {
        return send(res, 400, { statusCode: 400, errorCode: 'BodyValidationError', message: 'grant_type?' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return send(res, 200, {
        status_code: 200,
        access_token: token,
        token_type: 'bearer',
        expires_in: tokenLifetimeS,
      });
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) return problem(res, 401, 'Unauthorized', 'Unauthorized');
    const match = /^\/v2\/sims\/(\d+)$/.exec(path);
    const sim = match ? sims.get(match[1]!) : undefined;
    if (!match || !sim) return problem(res, 404, 'NotFound', 'Element not found');
    if (method === 'GET') return send(res, 200, { iccid: match[1], ...sim, label: '' });
    if (method !== 'PUT') return problem(res, 405, 'MethodNotAllowed', 'Method not allowed');
    const status = (body as { status?: unknown } | undefined)?.status;
    if (status !== 'Enabled' && status !== 'Disabled')
      return problem(res, 400, 'BadRequest', 'Unknown status');
    sim.status = status;
    if (status === 'Enabled') sim.activation_date ??= new Date().toISOString();
    return send(res, 200);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/management-api`,
    sims,
    calls,
    get tokenRequests() {
      return tokenRequests;
    },
    /** A SIM 1NCE has for us (new and disabled unless told otherwise); the ICCID is the full one, check digit too. */
    addSim(iccid: string, fields: Partial<FakeSim> = {}) {
      const sim: FakeSim = {
        iccid_with_luhn: iccid,
        status: 'Disabled',
        msisdn: `88228${iccid.slice(-10)}`,
        activation_date: null,
        ...fields,
      };
      sims.set(iccid.slice(0, 19), sim);
      return sim;
    },
    /** The next request of that kind (and method, when given) answers this HTTP status. */
    failNext(status: number, on: Trouble['on'] = 'sims', method?: 'GET' | 'PUT') {
      troubles.push({ on, status, method });
    },
    /** The next request of that kind waits this long before it is handled. */
    delayNext(ms: number, on: Trouble['on'] = 'sims') {
      troubles.push({ on, delayMs: ms });
    },
    /** Tokens from now on live this long (seconds). */
    setTokenLifetime(seconds: number) {
      tokenLifetimeS = seconds;
    },
    /** Every token handed out so far stops working (1NCE answers 401 to them). */
    revokeTokens() {
      tokens.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOneNce = Awaited<ReturnType<typeof fakeOneNce>>;
