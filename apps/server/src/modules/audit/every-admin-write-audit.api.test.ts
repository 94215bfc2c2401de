import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, devices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueSession } from '../session/session-issuer.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { INGEST_PATH_PREFIX } from '../../ingest/ingest-credentials.ts';
import { listRoutes } from './route-list.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// an id no object has: the writes below are refused or find nothing, and are on record all the same
const MISSING = 2_147_000_001;

describe('every write by an internal admin, whatever its path', () => {
  it('is on record with the path, the answer and the customer account', async () => {
    const acme = t.demo.accounts.acme;
    const [tracker] = await t.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.accountId, acme))
      .limit(1);
    const writes = listRoutes(t.app).flatMap(({ url, methods }) =>
      methods.filter((m) => !READS.has(m)).map((method) => ({ method, url })),
    );
    // the routes found by the audit of issue 26 are among those gone over
    for (const named of [
      'PUT /api/devices/:id',
      'PUT /api/devices/:id/users',
      'POST /api/devices/:id/dialogs',
      'PUT /api/devices/:id/ingest-key',
      'DELETE /api/devices/:id/ingest-key',
      'POST /api/devices/:id/triggers',
      'POST /api/rules-engine',
      'POST /api/accounts/:accountId/devices',
    ]) {
      expect(writes.map((w) => `${w.method} ${w.url}`)).toContain(named);
    }

    const sent: { method: string; path: string; status: number; account: number | null }[] = [];
    for (const { method, url } of writes) {
      // starting and ending an imitation have entries of their own (imitation.api.test.ts)
      if (url === '/api/imitate') continue;
      // trackers' reports: a person's cookie or bearer is dropped there (ingest-credentials.ts), nobody signs in
      if (url.startsWith(INGEST_PATH_PREFIX)) continue;
      const onTracker = url.startsWith('/api/devices/:id');
      const path = url.replace(/:(\w+)|\*/g, (_, name?: string) =>
        name === 'accountId'
          ? String(acme)
          : name === 'id' && onTracker
            ? String(tracker!.id)
            : String(MISSING),
      );
      // a sign-in of its own for each call, so signing out (DELETE /api/token) ends only its own
      const { token } = await issueSession(t.database.db, { kind: 'session', userId: t.demo.users.ops });
      const res = await t.app.inject({
        method: method as 'POST',
        url: path,
        headers: bearer(token),
        payload: {},
      });
      const account = url.includes(':accountId') || onTracker ? acme : null;
      sent.push({ method, path, status: res.statusCode, account });
    }
    expect(sent.length).toBeGreaterThan(50);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actingAdminId, t.demo.users.ops), eq(auditLog.action, 'request')));
    const unrecorded = sent.filter((s) => !entries.some((e) => e.method === s.method && e.path === s.path));
    expect(unrecorded).toEqual([]);
    for (const s of sent) {
      const entry = entries.find((e) => e.method === s.method && e.path === s.path)!;
      expect(entry, `${s.method} ${s.path}`).toMatchObject({
        userId: t.demo.users.ops,
        accountId: s.account,
      });
    }
    // the answer is added once it has gone out
    await expect
      .poll(async () => {
        const done = await t.database.db
          .select({ method: auditLog.method, path: auditLog.path, statusCode: auditLog.statusCode })
          .from(auditLog)
          .where(and(eq(auditLog.actingAdminId, t.demo.users.ops), eq(auditLog.action, 'request')));
        return sent.filter(
          (s) => !done.some((e) => e.method === s.method && e.path === s.path && e.statusCode === s.status),
        );
      })
      .toEqual([]);
  });
});
