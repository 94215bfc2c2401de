import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANCHOR_LAYOUT } from '@lodestar/simulator';
import { rules } from '../schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import {
  deliveriesOf,
  demoTrackers,
  report,
  runsOf,
  type DemoTracker,
} from '../../modules/rules/engine/rules-engine.test-helper.ts';
import { DEMO_ANCHOR_WAREHOUSE } from './demo-anchors.ts';
import { seedDemoRules } from './demo-rules.ts';
import { demoSimulatorAnchors } from './demo-simulator-fleet.ts';

// What a newcomer's demo has besides its trackers (issue 26 item 14): rules in the Rules list that act on what
// the simulated fleet does, and the anchors the simulator's pallet tags report. The test app's demo is seeded
// without history, hence without the rules: they are seeded here as `npm start`'s seed does.
let t: TestApp;
let admin: string;
let palletTag: DemoTracker;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoRules(tx, t.demo.accounts.acme));
  t.app.services.rules.changed(t.demo.accounts.acme);
  admin = await signIn(t.app, 'admin@acme.test');
  const trackers = await demoTrackers(t.database, t.demo.devices.acme);
  palletTag = trackers.find((d) => d.name === 'Pallet Tag 01')!;
}, 120_000);
afterAll(() => t?.close());

describe('the demo rules and anchors', () => {
  it("lists Acme's demo rules, enabled and throttled", async () => {
    const res = await t.app.inject({
      url: `/api/rules-engine?account_id=${t.demo.accounts.acme}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Pallet leaves Bolingbrook Warehouse', 'Tampering or low battery']);
    const stored = await t.database.db.select().from(rules).where(eq(rules.accountId, t.demo.accounts.acme));
    expect(stored.every((r) => r.isEnabled && r.throttleEnabled && r.secret.startsWith('whsec_'))).toBe(true);
  });

  it('mails dispatch when a pallet tag leaves the Bolingbrook warehouse', async () => {
    const rule = (await t.database.db.select().from(rules)).find((r) => r.name.startsWith('Pallet'))!;
    const [fence] = await t.database.query<{ lat: number; lng: number }>(
      'select latitude as lat, longitude as lng from geofences where account_id = $1 and name = $2',
      [t.demo.accounts.acme, DEMO_ANCHOR_WAREHOUSE],
    );
    const inside = { lat: fence!.lat, lng: fence!.lng };
    const outside = { lat: fence!.lat + 0.05, lng: fence!.lng };
    await report(t.app, palletTag.serial, inside);
    await report(t.app, palletTag.serial, outside);
    // the exit is an event: detected, dispatched to the rules, then the mail queued
    await expect
      .poll(
        async () => {
          await t.app.services.geofenceDetector.idle();
          await t.app.services.eventDispatch.drain();
          return (await runsOf(t.database, rule.id)).map((r) => r.outcome);
        },
        { timeout: 30_000 },
      )
      .toEqual(['fired']);
    const [run] = await runsOf(t.database, rule.id);
    const [mail] = await deliveriesOf(t.database, run!.id);
    expect(mail!.payload).toMatchObject({
      to: 'dispatch@acme.test',
      subject: `${palletTag.name} left ${DEMO_ANCHOR_WAREHOUSE}`,
    });
  }, 60_000);

  it("gives the in-process simulator Acme's anchors, as the simulator lays them out", async () => {
    const anchors = await demoSimulatorAnchors(t.database);
    expect(anchors.map((a) => a.serial)).toEqual(DEMO_ANCHOR_LAYOUT.map((a) => a.serial));
    for (const a of anchors)
      expect(a).toEqual({ serial: a.serial, lat: expect.any(Number), lon: expect.any(Number) });
  });
});
