import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { SERVICE_TEXTS } from '@lodestar/contracts';
import { devices, positions } from './schema/index.ts';
import { openDatabase } from './database.ts';
import { migrateWhenReachable } from './migrate-when-reachable.ts';
import { bearer, signIn } from '../modules/session/sign-in.test-helper.ts';
import { openSocket, type TestSocket } from '../realtime/socket.test-helper.ts';
import { startFaultServer, type FaultServer } from '../test/fault-server.test-helper.ts';
import {
  PollingClient,
  ResendingTracker,
  until,
  type Answer,
} from '../test/resending-tracker.test-helper.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';

// Fault suite (issue 14, item 1): PostgreSQL stopped with -m fast in the middle of ingest, and started again.
// The test owns its cluster (the shared one of scripts/with-postgres.mjs serves other files meanwhile).
const TRACKERS = 6;
const OUTAGE_MS = 3_000;

describe('PostgreSQL restarted during ingest', { timeout: 180_000 }, () => {
  let postgres: ThrowawayPostgres;
  let server: FaultServer;
  let socket: TestSocket;
  let token: string;
  let serials: string[];
  const unhandled: unknown[] = [];
  const keep = (err: unknown) => unhandled.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', keep);
    process.on('unhandledRejection', keep);
    postgres = await startThrowawayPostgres();
    server = await startFaultServer(postgres.url);
    token = await signIn(server.app, 'admin@acme.test');
    socket = await openSocket(`${server.apiUrl.replace('http', 'ws')}/api/socket`, bearer(token));
    socket.send({ type: 'subscribe', account_id: server.demo.accounts.acme });
    await socket.next('subscribed');
    const rows = await server.database.db
      .select({ serial: devices.serial })
      .from(devices)
      .where(inArray(devices.id, server.demo.devices.acme));
    serials = rows.map((r) => r.serial).slice(0, TRACKERS);
  }, 120_000);

  afterAll(async () => {
    socket?.ws.close();
    await server?.close().catch(() => {});
    await postgres?.destroy();
    process.off('uncaughtException', keep);
    process.off('unhandledRejection', keep);
    // the server's close and pg_ctl's stop each wait up to a minute on a loaded machine
  }, 150_000);

  it('answers 503 while it is away, resumes by itself, and keeps every acknowledged report', async () => {
    const firstFix = new Date(Date.now() - 15 * 60_000);
    // half the trackers report to the OsmAnd listener (its fast path), half to the API's ingest route
    const trackers = serials.map((serial, i) =>
      new ResendingTracker(
        i % 2 ? server.osmandUrl : `${server.apiUrl}/api/ingest/osmand`,
        serial,
        firstFix,
      ).start(),
    );
    const client = new PollingClient(
      `${server.apiUrl}/api/accounts/${server.demo.accounts.acme}/device-list`,
      bearer(token),
    ).start();
    const okSince = (answers: Answer[], since: number) =>
      answers.some((a) => a.at >= since && a.status === 200);

    // steady ingest first
    await until(
      'every tracker is acknowledged',
      () => trackers.every((t) => t.acknowledged.length >= 3),
      30_000,
    );

    await postgres.stop('fast');
    const stoppedAt = Date.now();
    await until(
      'ingest and the API answer 503',
      () =>
        trackers.every((t) => t.answersSince(stoppedAt).some((a) => a.status === 503)) &&
        client.answers.some((a) => a.at >= stoppedAt && a.status === 503),
      30_000,
    );
    await socket.next('service', 15_000).then((m) => expect(m.database).toBe('unavailable'));
    // the database stays away a little longer: ingest keeps being refused meanwhile
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const acknowledgedWhileAway = trackers.map((t) => t.acknowledged.length);
    await postgres.start();
    const startedAt = Date.now();

    await until(
      'every tracker and the API are answered 200 again',
      () => trackers.every((t) => okSince(t.answers, startedAt)) && okSince(client.answers, startedAt),
      60_000,
    );
    const recoveredInMs = Date.now() - startedAt;
    await socket.next('service', 15_000).then((m) => expect(m.database).toBe('available'));
    // a little more steady ingest after the recovery
    await until(
      'more reports are acknowledged',
      () => trackers.every((t, i) => t.acknowledged.length > acknowledgedWhileAway[i]! + 3),
      30_000,
    );
    await Promise.all(trackers.map((t) => t.stop()));
    await client.stop();

    const answers = trackers.flatMap((t) => t.answers);
    // nothing but 200 and 503: no 500, no dropped connection, no unhandled error
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(new Set(client.answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(unhandled).toEqual([]);
    // no report sent while the database was away was acknowledged (the trackers kept them and resent them)
    const whileAway = (a: Answer) => a.at >= stoppedAt && a.at < startedAt - 500;
    expect(answers.filter((a) => whileAway(a) && a.status === 200)).toEqual([]);
    expect(answers.filter(whileAway).length).toBeGreaterThan(TRACKERS);
    for (const refusal of [...answers, ...client.answers].filter((a) => a.status === 503)) {
      expect(refusal.retryAfter).toBe('5');
      expect(JSON.parse(refusal.body)).toEqual({ message: SERVICE_TEXTS.databaseUnavailable });
    }
    expect(recoveredInMs).toBeLessThan(30_000);

    // every report that got its 200 is stored
    const ids = new Map(
      (await server.database.db.select({ id: devices.id, serial: devices.serial }).from(devices)).map((d) => [
        d.serial,
        d.id,
      ]),
    );
    const stored = await server.database.db
      .select({ deviceId: positions.deviceId, fixTime: positions.fixTime })
      .from(positions)
      .where(
        inArray(
          positions.deviceId,
          serials.map((s) => ids.get(s)!),
        ),
      );
    const storedKeys = new Set(stored.map((p) => `${p.deviceId}@${p.fixTime.getTime()}`));
    const acknowledged = trackers.flatMap((t) => t.acknowledged);
    const missing = acknowledged.filter(
      (a) => !storedKeys.has(`${ids.get(a.serial)}@${a.fixTime.getTime()}`),
    );
    expect(acknowledged.length).toBeGreaterThan(TRACKERS * 6);
    expect(missing).toEqual([]);
  });

  it('starts while the database is still down: migrations wait for it, with a clear log line', async () => {
    await server.database.query('create database late_start');
    const url = new URL(postgres.url);
    url.pathname = '/late_start';
    const database = await openDatabase({ url: url.toString(), dataDir: '' });
    try {
      await postgres.stop('fast');
      const warnings: string[] = [];
      let waits = 0;
      const log = { info: () => {}, warn: (_obj: object, msg: string) => void warnings.push(msg) };
      const applied = await migrateWhenReachable(database, log, async () => {
        // the database comes up while the server waits (after a few attempts)
        if (++waits === 2) await postgres.start();
      });
      expect(waits).toBeGreaterThanOrEqual(2);
      expect(warnings[0]).toMatch(/database not reachable yet; retrying/);
      expect(applied.length).toBeGreaterThan(0);
      expect(database.health.migrationsDone).toBe(true);
      // the running server noticed the restart too, and came back by itself
      await until(
        'the running server answers again',
        async () => (await fetch(`${server.apiUrl}/api/ready`)).status === 200,
        30_000,
      );
      expect(unhandled).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
