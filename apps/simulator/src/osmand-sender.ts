import { Pool } from 'undici';
import { osmandQuery, type OsmandQueryOptions } from './osmand-query.ts';
import type { SimulatedReport } from './report.ts';

export interface SenderOptions extends OsmandQueryOptions {
  /** Where the OsmAnd listener is, e.g. http://127.0.0.1:5055 (a path, if any, is kept). */
  url: string;
  /** Keep-alive connections to open at most; also the number of reports in flight. */
  connections: number;
  /** Traccar Client posts (parameters in the query, empty body); most devices use GET. */
  method?: 'GET' | 'POST';
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
}

export interface SendResult {
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  error?: string;
  /** A command the server handed over in the answer (text/plain body of a 200). */
  command?: string;
}

export interface OsmandSender {
  send(report: SimulatedReport): Promise<SendResult>;
  /** Sends a prepared query string (load generators build their own). */
  sendQuery(query: string): Promise<SendResult>;
  close(): Promise<void>;
}

/**
 * Speaks OsmAnd over HTTP as a device does, over a pool of keep-alive connections (undici), so a thousand
 * simulated trackers cost a few sockets, not a thousand handshakes a second.
 */
export function createOsmandSender(opts: SenderOptions): OsmandSender {
  const target = new URL(opts.url);
  // the path as given: the OsmAnd port takes any path, but /api/ingest/osmand has no route with a trailing slash
  const basePath = target.pathname;
  const pool = new Pool(target.origin, {
    connections: opts.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: opts.timeoutMs ?? 30_000,
    bodyTimeout: opts.timeoutMs ?? 30_000,
  });
  const method = opts.method ?? 'GET';
  const sendQuery = async (query: string): Promise<SendResult> => {
    try {
      const response = await pool.request({ method, path: `${basePath}?${query}` });
      // the answer must be read (or dumped) for the connection to be reused
      if (response.statusCode === 200) {
        // nearly every answer is empty: only a body that says it has content is read
        if (response.headers['content-length'] === '0') {
          await response.body.dump();
          return { status: 200 };
        }
        const command = (await response.body.text()).trim();
        return command ? { status: 200, command } : { status: 200 };
      }
      const text = (await response.body.text()).slice(0, 300);
      return { status: response.statusCode, error: text };
    } catch (err) {
      return { status: 0, error: (err as Error).message };
    }
  };
  return {
    send: (report) => sendQuery(osmandQuery(report, opts)),
    sendQuery,
    close: () => pool.close(),
  };
}
