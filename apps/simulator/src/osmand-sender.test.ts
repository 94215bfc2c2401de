import { afterEach, describe, expect, it } from 'vitest';
import { createOsmandSender } from './osmand-sender.ts';
import { startTestOsmandServer, type TestOsmandServer } from './test-osmand-server.ts';

let server: TestOsmandServer | undefined;
afterEach(() => server?.close());

describe('the OsmAnd sender', () => {
  it('reports to the path it was given, without adding a slash the API route does not have', async () => {
    server = await startTestOsmandServer();
    const sender = createOsmandSender({ url: `${server.url}/api/ingest/osmand`, connections: 1 });
    const result = await sender.sendQuery('id=SIM1&lat=40.7&lon=-74&timestamp=1700000000');
    await sender.close();
    expect(result.status).toBe(200);
    expect(server.paths).toEqual(['/api/ingest/osmand']);
  });

  it('reports to the root of a bare listener address', async () => {
    server = await startTestOsmandServer();
    const sender = createOsmandSender({ url: server.url, connections: 1 });
    expect((await sender.sendQuery('id=SIM1&lat=40.7&lon=-74&timestamp=1700000000')).status).toBe(200);
    await sender.close();
    expect(server.paths).toEqual(['/']);
  });
});
