import { z } from 'zod';
import { CarrierError } from '../sim-carrier.ts';

export const ONE_NCE_API_URL = 'https://api.1nce.com/management-api';
/** A carrier call must not hold a customer's request (or a utility job's item) for long. */
export const ONE_NCE_TIMEOUT_MS = 10_000;
/** A token is renewed this long before 1NCE says it expires, so a call never goes out with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

export interface OneNceApiOptions {
  clientId: string;
  clientSecret: string;
  /** 1NCE's Management API base URL (config CARRIER_1NCE_API_URL; tests point it at a local fake) */
  apiUrl?: string;
  timeoutMs?: number;
  /** the adapter's clock, in milliseconds (tests move it to expire a token) */
  now?: () => number;
}

/** The 1NCE error with the HTTP status behind it, when there was an answer. */
export class OneNceError extends CarrierError {
  constructor(
    message: string,
    kind: 'refused' | 'unavailable',
    readonly httpStatus: number | null,
  ) {
    super(message, kind);
  }
}

const UNAVAILABLE = 'The SIM carrier (1NCE) is not answering right now. Try again in a few minutes.';
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const errorAnswer = z.object({ message: z.string() }).partial();

/**
 * 1NCE's Management API over Node's fetch: an OAuth client-credentials token, kept until shortly before it
 * expires (one request for it at a time), sent as a bearer token; every request has a time limit. Errors become
 * CarrierErrors: 1NCE's 4xx about a SIM is a refusal, anything else (5xx, 429, no answer, time-out, credentials
 * it will not take) is unavailable.
 */
export class OneNceApi {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly options: OneNceApiOptions) {
    this.base = (options.apiUrl ?? ONE_NCE_API_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? ONE_NCE_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  /** A call to the API; a token 1NCE no longer takes (401) is replaced once and the call repeated. */
  async request(method: 'GET' | 'PUT', path: string, body?: object): Promise<unknown> {
    let response = await this.send(method, path, await this.accessToken(), body);
    if (response.status === 401) {
      this.token = null;
      response = await this.send(method, path, await this.accessToken(), body);
    }
    if (!response.ok) throw await errorOf(response);
    const text = await this.read(response);
    return text === '' ? null : parseJson(text);
  }

  private async send(method: string, path: string, token: string, body?: object): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (body) headers['content-type'] = 'application/json';
    return this.fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret } = this.options;
    const response = await this.fetch(`${this.base}/oauth/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      // our credentials, not the SIM: nothing a customer can do, and it works again once an admin fixes them
      throw new OneNceError(
        'The SIM carrier (1NCE) did not accept our API credentials.',
        'unavailable',
        response.status,
      );
    }
    if (!response.ok) throw new OneNceError(UNAVAILABLE, 'unavailable', response.status);
    const token = tokenAnswer.safeParse(parseJson(await this.read(response)));
    if (!token.success) throw new OneNceError(UNAVAILABLE, 'unavailable', response.status);
    const lifetime = token.data.expires_in * 1000;
    const renewAt = this.now() + Math.max(lifetime - TOKEN_MARGIN_MS, lifetime / 2);
    this.token = { value: token.data.access_token, renewAt };
    return token.data.access_token;
  }

  /** fetch with the time limit on the whole exchange; no answer becomes unavailable. */
  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch {
      throw new OneNceError(UNAVAILABLE, 'unavailable', null);
    }
  }

  private async read(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch {
      throw new OneNceError(UNAVAILABLE, 'unavailable', response.status); // timed out while reading
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the caller's schema turns this into "unexpected answer"
  }
}

async function errorOf(response: Response): Promise<OneNceError> {
  const { status } = response;
  if (status >= 500 || status === 408 || status === 429 || status === 401 || status === 403) {
    return new OneNceError(UNAVAILABLE, 'unavailable', status);
  }
  if (status === 404)
    return new OneNceError('The SIM carrier (1NCE) does not know this SIM.', 'refused', status);
  const detail = errorAnswer.safeParse(parseJson(await response.text().catch(() => ''))).data?.message;
  const message = `The SIM carrier (1NCE) refused the change to this SIM${detail ? `: ${detail}` : '.'}`;
  return new OneNceError(message, 'refused', status);
}
