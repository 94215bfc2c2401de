import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_TEXTS } from '@lodestar/contracts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { DatabaseHealth } from '../db/database-health.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { osmandQuery, unixMinutesAgo } from '../ingest/ingest.test-helper.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';

const FORWARD_SECRET = 'forward-secret-for-health';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ TRACCAR_FORWARD_SECRET: FORWARD_SECRET });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * Makes the health monitor find the database away until the returned function is called (the embedded database
 * cannot really go away; the PostgreSQL fault suite stops a real server).
 */
async function databaseAway(health: DatabaseHealth): Promise<() => Promise<void>> {
  const monitor = health as unknown as { probe: () => Promise<unknown> };
  const realProbe = monitor.probe;
  monitor.probe = () => Promise.reject(refused());
  health.suspect(refused());
  await vi.waitFor(() => expect(health.available).toBe(false));
  return async () => {
    monitor.probe = realProbe;
    await vi.waitFor(() => expect(health.available).toBe(true), { timeout: 10_000 });
  };
}

describe('GET /api/health (liveness)', () => {
  it('answers ok without a session', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ok with a session and with stray query parameters too', async () => {
    expect((await get('/api/health?verbose=1', bearer(admin))).json()).toEqual({ status: 'ok' });
  });

  it('answers ok while the database is away: the process is alive, restarting it would not help', async () => {
    const back = await databaseAway(t.database.health);
    try {
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      await back();
    }
  });

  it('takes only GET', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('GET /api/ready (readiness)', () => {
  it('answers ready without a session when the database answers and migrations are applied', async () => {
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with Retry-After and the reason when the database does not answer', async () => {
    const query = vi.spyOn(t.database, 'query').mockRejectedValueOnce(refused());
    try {
      const res = await get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: SERVICE_TEXTS.databaseUnavailable });
    } finally {
      query.mockRestore();
    }
    // the embedded database is still there: the monitor's probe found it, and readiness is back
    await vi.waitFor(async () => expect((await get('/api/ready')).statusCode).toBe(200));
  });

  it('answers 503 until this instance has applied its migrations', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ config: t.config, database, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: SERVICE_TEXTS.migrationsPending });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is described in the OpenAPI document with /api/health, without security', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/ready'].get.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/ready'].get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });
});

describe('while the database is away', () => {
  it('answers API calls and tracker reports 503 with Retry-After in the error format, and serves again when it is back', async () => {
    const back = await databaseAway(t.database.health);
    try {
      const devices = await get(`/api/accounts/${t.demo.accounts.acme}/device-list`, bearer(admin));
      expect(devices.statusCode).toBe(503);
      expect(devices.headers['retry-after']).toBe('5');
      expect(devices.json()).toEqual({ message: SERVICE_TEXTS.databaseUnavailable });

      // no acknowledgement: the tracker keeps the report and sends it again
      const report = osmandQuery({ id: 'LS100001', lat: 40.1, lon: -75.1, timestamp: unixMinutesAgo(1) });
      const ingest = await get(`/api/ingest/osmand?${report}`);
      expect(ingest.statusCode).toBe(503);
      expect(ingest.headers['retry-after']).toBe('5');

      // a Traccar server forwarding positions gets no acknowledgement either, so it queues and resends
      const forward = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/traccar',
        headers: { 'x-lodestar-secret': FORWARD_SECRET },
        payload: {
          device: { uniqueId: 'LS100001' },
          position: { latitude: 40.1, longitude: -75.1, fixTime: new Date().toISOString() },
        },
      });
      expect(forward.statusCode).toBe(503);
      expect(forward.headers['retry-after']).toBe('5');

      expect((await get('/api/ready')).statusCode).toBe(503);
    } finally {
      await back();
    }
    const again = await get(`/api/accounts/${t.demo.accounts.acme}/device-list`, bearer(admin));
    expect(again.statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
  });
});
