import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openDatabase, type Database } from '../../../db/database.ts';
import { until } from '../../../test/resending-tracker.test-helper.ts';
import { signIn } from '../../session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { positions } from '../../../db/schema/index.ts';
import {
  createRule,
  deliveriesOf,
  demoTrackers,
  report,
  runsOf,
  zoneId,
} from './rules-engine.test-helper.ts';

// Two API instances on one PostgreSQL database: a rule written through A reaches B's index (NOTIFY on the rules
// channel), and the throttle shared in rule_throttles lets a rule fire once for fixes stored by both at once.
describe('rules on two instances (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    a = await createTestApp();
    bDatabase = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    b = await buildApp({ config: a.config, database: bDatabase, logger: false });
    await b.ready();
    admin = await signIn(a.app, 'admin@acme.test');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('a rule created through A reaches the index B kept, and B fires it', async () => {
    const acme = a.demo.accounts.acme;
    const [tracker] = await demoTrackers(a.database, a.demo.devices.acme);
    expect((await b.services.rules.index.load(acme)).all).toHaveLength(0);
    const rule = await createRule(a.app, admin, acme, {
      name: 'Made on A',
      conditions: [{ type: 'tracker_list', values: [tracker!.id] }],
      actions: [{ type: 'send_webhook', url: 'https://hooks.example.com/a' }],
    });
    await until('B drops its copy', () => b.services.rules.index.peek(acme) === undefined, 10_000);
    await report(b, tracker!.serial, { lat: 38.9, lng: -99.5 });
    expect((await runsOf(a.database, rule.id)).map((r) => r.outcome)).toEqual(['fired']);
  }, 60_000);

  it('fires once for fixes stored through both instances at once (the other is throttled)', async () => {
    const acme = a.demo.accounts.acme;
    const [, tracker] = await demoTrackers(a.database, a.demo.devices.acme);
    const rule = await createRule(a.app, admin, acme, {
      name: 'Once an hour',
      throttle_enabled: 1,
      throttle_hours: 1,
      conditions: [
        { type: 'tracker_list', values: [tracker!.id] },
        { type: 'message_content', operator: 'and', value: 'position' },
      ],
      actions: [
        {
          type: 'send_email',
          email_addresses: ['ops@acme.test'],
          subject: 'moved',
          body: '{tracker_name}',
          timezone_id: await zoneId(a.database, 'UTC'),
        },
      ],
    });
    await until('B drops its copy', () => b.services.rules.index.peek(acme) === undefined, 10_000);
    // both instances judge a matching fix of the tracker at the same moment: one claim wins
    const [fix] = await a.database.db
      .insert(positions)
      .values({ deviceId: tracker!.id, fixTime: new Date(), latitude: 38.9, longitude: -99.4 })
      .returning({ id: positions.id });
    const judged = {
      accountId: acme,
      deviceId: tracker!.id,
      message: { kind: 'fix' as const, trackerId: tracker!.id, trackerName: tracker!.name },
      positionId: fix!.id,
      eventId: null,
      time: new Date(),
    };
    const results = await Promise.all(
      [a.app, b].map(async (app) => {
        const indexed = (await app.services.rules.index.load(acme)).all.find((r) => r.id === rule.id)!;
        return app.services.database.db.transaction((tx) =>
          app.services.rules.firing.fire(tx, indexed, judged),
        );
      }),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual(['fired', 'throttled']);
    // later fixes through either instance stay throttled: each instance says so once in the window, then is quiet
    for (const app of [a.app, b, a.app, b]) await report(app, tracker!.serial, { lat: 38.9, lng: -99.4 });
    const runs = await runsOf(a.database, rule.id);
    expect(runs.map((r) => r.outcome)).toEqual(['fired', 'throttled', 'throttled']);
    expect(await deliveriesOf(a.database, runs[0]!.id)).toHaveLength(1);
  }, 60_000);
});
