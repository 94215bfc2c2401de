import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../session/sign-in.test-helper.ts';
import { closeVisit, createDwellGeofence, dwellEventsOf, openVisit } from './dwell-alerts.test-helper.ts';

// Two API instances on one PostgreSQL database, both running the dwell alert job at once: each overstay and
// each count crossing is raised once, its contact told once; a new instance on the same database after a
// restart raises nothing again.
describe('dwell alerts with two instances and across a restart (PostgreSQL)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let admin: string;

  const connect = async () => {
    const database = await openDatabase({ url: a.database.pool!.options.connectionString, dataDir: '' });
    const app = await buildApp({ config: a.config, database, logger: false });
    await app.ready();
    return { database, app };
  };

  beforeAll(async () => {
    a = await createTestApp();
    ({ database: bDatabase, app: b } = await connect());
    admin = await signIn(a.app, 'admin@acme.test');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const db = () => a.database.db;
  const bothSweep = async (apps: FastifyInstance[]) => {
    for (let round = 0; round < 3; round++)
      await Promise.all(apps.map((app) => app.services.dwellAlerts.sweep()));
    await Promise.all(apps.map((app) => app.services.eventDispatch.drain()));
  };
  const contactDeliveries = () => db().select().from(outbox).where(like(outbox.dedupeKey, 'dwell-contact:%'));

  it('raises each overstay and count crossing once when both run the job, and nothing again after a restart', async () => {
    const contact = { email: 'yard@customer.test', phone: '(555) 010-4343', is_alertable: 1 };
    const trackers = [...a.demo.devices.acme].sort((x, y) => x - y);
    const yards: number[] = [];
    const visits: number[][] = [];
    // several yards with several overstays each, so the two instances' claims interleave
    for (let i = 0; i < 4; i++) {
      const yard = await createDwellGeofence(a.app, admin, a.demo.accounts.acme, `Shared Yard ${i}`, {
        allowable_dwell_days: 1,
        max_assets: 2,
        ...contact,
      });
      const inside = trackers.slice(i * 3, i * 3 + 3);
      visits.push(await Promise.all(inside.map((id) => openVisit(db(), yard.id, id, 2))));
      yards.push(yard.id);
    }
    await bothSweep([a.app, b]);

    for (const yard of yards) {
      const events = await dwellEventsOf(db(), yard);
      expect(events.filter((e) => e.type === 'dwell_exceeded')).toHaveLength(3);
      expect(new Set(events.filter((e) => e.type === 'dwell_exceeded').map((e) => e.deviceId)).size).toBe(3);
      expect(events.filter((e) => e.type === 'assets_above_max')).toHaveLength(1);
    }
    // one mail and one text per event (4 yards x 4 events)
    expect(await contactDeliveries()).toHaveLength(32);

    // B stops; a new instance starts on the same database: nothing is raised again
    await b.close();
    await bDatabase.close();
    ({ database: bDatabase, app: b } = await connect());
    await bothSweep([a.app, b]);
    for (const yard of yards) expect(await dwellEventsOf(db(), yard)).toHaveLength(4);
    expect(await contactDeliveries()).toHaveLength(32);

    // a new crossing after the restart is raised once too: back in range (1 inside), then over again (3)
    for (const visit of visits[0]!.slice(0, 2)) await closeVisit(db(), visit);
    await bothSweep([a.app, b]);
    for (const id of trackers.slice(0, 2)) await openVisit(db(), yards[0]!, id, 0);
    await bothSweep([a.app, b]);
    const first = await dwellEventsOf(db(), yards[0]!);
    expect(first.filter((e) => e.type === 'assets_above_max')).toHaveLength(2);
    expect(first.filter((e) => e.type === 'dwell_exceeded')).toHaveLength(3);
  });
});
