import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeOsmandQuery } from '../../server/src/ingest/osmand-decoder.ts';
import type { DecodedReport as PositionReport } from '../../server/src/ingest/position-report.ts';

export interface TestOsmandServer {
  url: string;
  reports: PositionReport[];
  methods: string[];
  /** The path of every request, without its query. */
  paths: string[];
  /** Commands to hand over per identifier, one per report in the answer body, as the server does. */
  commands: Map<string, string[]>;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the server's OsmAnd listener in unit tests: decodes every request with the server's
 * own decoder (400 when it refuses), so a test sees exactly what the server would store.
 */
export async function startTestOsmandServer(): Promise<TestOsmandServer> {
  const reports: PositionReport[] = [];
  const methods: string[] = [];
  const paths: string[] = [];
  const commands = new Map<string, string[]>();
  const server = http.createServer((req, res) => {
    methods.push(req.method ?? '');
    paths.push((req.url ?? '/').split('?')[0]!);
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    try {
      const report = decodeOsmandQuery(Object.fromEntries(query), { speedUnit: 'kn', now: new Date() });
      reports.push(report);
      const command = commands.get(report.deviceIdentifier)?.shift();
      if (command) res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(command);
      else res.writeHead(200, { 'content-length': 0 }).end();
    } catch (err) {
      res.writeHead(400).end((err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reports,
    methods,
    paths,
    commands,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
