import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices, subscriptions } from '../../../db/schema/index.ts';
import { insertSim, simFixture, simRow, trackerRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
let modelId: number;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
  modelId = (await trackerRow(u.t.database.db, f.due)).modelId;
});
afterAll(() => u.close());

const trackerBySerial = async (serial: string) =>
  (await u.t.database.db.select().from(devices).where(eq(devices.serial, serial)))[0];

describe('Provision', () => {
  it('adds a tracker to the account with a subscription and installs its SIM, audited', async () => {
    const iccid = await insertSim(u.t.database.db, { status: 'assigned', accountId: f.account });
    const res = await u.run('provision', {
      account_id: f.account,
      serial: 'UTIL-PROV-1',
      model_id: modelId,
      iccid,
      name: 'Provisioned One',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(
      /^Tracker UTIL-PROV-1 added to SIM Family .*\. SIM \d+ installed\.$/,
    );
    const tracker = (await trackerBySerial('UTIL-PROV-1'))!;
    expect(tracker).toMatchObject({ accountId: f.account, name: 'Provisioned One', iccid });
    expect(await simRow(u.t.database.db, iccid)).toMatchObject({ status: 'active', deviceId: tracker.id });
    const subs = await u.t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.deviceId, tracker.id));
    expect(subs.map((s) => s.status)).toEqual(['active']);
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'provision', outcome: 'ok', input: { serial: 'UTIL-PROV-1' } },
    });
  });

  it('names the tracker after its serial when no name is given, and adds it without a SIM', async () => {
    const res = await u.run('provision', { account_id: f.account, serial: 'UTIL-PROV-2', model_id: modelId });
    expect(res.statusCode).toBe(200);
    expect(await trackerBySerial('UTIL-PROV-2')).toMatchObject({ name: 'UTIL-PROV-2', iccid: null });
  });

  it('adds the tracker but says so when its SIM is refused', async () => {
    const res = await u.run('provision', {
      account_id: f.account,
      serial: 'UTIL-PROV-3',
      model_id: modelId,
      iccid: f.active.otherTracker,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(/added to .*\. Its SIM was not installed: .+/);
    expect((await simRow(u.t.database.db, f.active.otherTracker)).deviceId).toBe(f.otherTracker);
  });

  it('refuses a serial already taken, an unknown model and an unknown account, adding nothing', async () => {
    const taken = await u.run('provision', {
      account_id: f.account,
      serial: f.serials.due,
      model_id: modelId,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toMatch(/already registered/);
    expect((await trackerRow(u.t.database.db, f.due)).accountId).toBe(f.account);
    const model = await u.run('provision', {
      account_id: f.account,
      serial: 'UTIL-PROV-4',
      model_id: 999_999,
    });
    expect(model.statusCode).toBe(422);
    expect(model.json().message).toBe('Choose one of the listed models.');
    const account = await u.run('provision', {
      account_id: 999_999,
      serial: 'UTIL-PROV-4',
      model_id: modelId,
    });
    expect(account.statusCode).toBe(404);
    expect(await trackerBySerial('UTIL-PROV-4')).toBeUndefined();
    expect((await u.lastAudit()).details).toMatchObject({ action: 'provision', outcome: 'refused' });
  });
});
