import net from 'node:net';
import { osmandQuery, type OsmandSender, type SendResult } from '@lodestar/simulator';

export interface KeepAliveSenderOptions {
  /** Where the OsmAnd listener is, e.g. http://127.0.0.1:5055 (a path, if any, is kept). */
  url: string;
  /** Keep-alive connections; each carries one request at a time, as a tracker's own connection does. */
  connections: number;
  /** An answer slower than this counts as failed (status 0) and its connection is replaced. */
  timeoutMs: number;
}

interface Exchange {
  resolve(result: SendResult): void;
  startedAt: number;
}

const HEADER_END = '\r\n\r\n';

/** Status and body length of a response head, or an error text when the framing is not one we read. */
function readHead(head: string): { status: number; length: number; close: boolean } | string {
  const status = Number(head.slice(9, 12));
  if (!head.startsWith('HTTP/1.1 ') || !Number.isInteger(status))
    return `not an HTTP/1.1 answer: ${head.slice(0, 40)}`;
  const lower = head.toLowerCase();
  const at = lower.indexOf('\r\ncontent-length:');
  if (at < 0) return `answer ${status} without content-length`;
  const length = Number.parseInt(lower.slice(at + 17, lower.indexOf('\r\n', at + 2)).trim(), 10);
  return { status, length, close: lower.includes('\r\nconnection: close') };
}

/**
 * One keep-alive connection with at most one request in flight. It reads answers framed by content-length
 * (what the server sends for every OsmAnd answer); anything else fails the request loudly rather than being
 * guessed at.
 */
class Connection {
  private socket: net.Socket | null = null;
  private current: Exchange | null = null;
  private buffer = '';
  private expected: { status: number; length: number; close: boolean; bodyFrom: number } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  get busySince(): number | null {
    return this.current?.startedAt ?? null;
  }

  send(request: string): Promise<SendResult> {
    return new Promise((resolve) => {
      this.current = { resolve, startedAt: Date.now() };
      this.open().write(request, 'latin1');
    });
  }

  /** Fails the request in flight (status 0) and drops the connection; the next request opens a new one. */
  fail(error: string) {
    const current = this.current;
    this.current = null;
    this.reset();
    current?.resolve({ status: 0, error });
  }

  close() {
    this.reset();
  }

  private open(): net.Socket {
    if (this.socket) return this.socket;
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => this.read(chunk));
    socket.on('error', (err) => this.socket === socket && this.fail(err.message));
    socket.on('close', () => this.socket === socket && this.fail('connection closed'));
    this.socket = socket;
    return socket;
  }

  private reset() {
    this.socket?.destroy();
    this.socket = null;
    this.buffer = '';
    this.expected = null;
  }

  private read(chunk: string) {
    this.buffer += chunk;
    if (!this.expected) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) return;
      const head = readHead(this.buffer.slice(0, end));
      if (typeof head === 'string') return this.fail(head);
      this.expected = { ...head, bodyFrom: end + HEADER_END.length };
    }
    const { status, length, close, bodyFrom } = this.expected;
    if (this.buffer.length < bodyFrom + length) return;
    const body = this.buffer.slice(bodyFrom, bodyFrom + length);
    this.buffer = this.buffer.slice(bodyFrom + length);
    this.expected = null;
    const current = this.current;
    this.current = null;
    if (close) this.reset();
    current?.resolve(status === 200 ? { status } : { status, error: body.slice(0, 300) });
  }
}

/**
 * The load generator's OsmAnd sender: plain GET requests over keep-alive sockets, with only the HTTP reading the
 * answers need. The generator shares the machine's cores with the server it measures, so its own cost per
 * request is kept small (a general-purpose client spent about as much CPU per request as the server's HTTP).
 */
export function createKeepAliveSender(opts: KeepAliveSenderOptions): OsmandSender {
  const target = new URL(opts.url);
  const basePath = target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`;
  const prefix = `GET ${basePath}?`;
  const suffix = ` HTTP/1.1\r\nHost: ${target.host}\r\n\r\n`;
  const host = target.hostname;
  const port = Number(target.port || 80);
  const idle: Connection[] = Array.from({ length: opts.connections }, () => new Connection(host, port));
  const all = [...idle];
  const waiting: ((connection: Connection) => void)[] = [];
  // one timer for every connection rather than one per request
  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const c of all) {
      const since = c.busySince;
      if (since !== null && now - since > opts.timeoutMs) c.fail(`no answer within ${opts.timeoutMs} ms`);
    }
  }, 1000);
  watchdog.unref();

  const sendQuery = async (query: string): Promise<SendResult> => {
    const connection = idle.pop() ?? (await new Promise<Connection>((resolve) => waiting.push(resolve)));
    try {
      return await connection.send(prefix + query + suffix);
    } finally {
      const next = waiting.shift();
      if (next) next(connection);
      else idle.push(connection);
    }
  };
  return {
    send: (report) => sendQuery(osmandQuery(report, { milliseconds: true })),
    sendQuery,
    close: async () => {
      clearInterval(watchdog);
      for (const c of all) c.close();
    },
  };
}
