import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models, simSwaps } from '../../../db/schema/index.ts';
import { inDays, simFixture, trackerRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
let charger: number;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
  [{ id: charger }] = (await u.t.database.db
    .insert(models)
    .values({ title: 'Car Charger', deviceType: 'vl501-util' })
    .returning({ id: models.id })) as [{ id: number }];
});
afterAll(() => u.close());

describe('Change Device Type', () => {
  it("changes the tracker's model, audited", async () => {
    const res = await u.run('change-device-type', { serial: f.serials.due, model_id: charger });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(`Tracker ${f.serials.due} is now a Car Charger.`);
    expect((await trackerRow(u.t.database.db, f.due)).modelId).toBe(charger);
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'change-device-type', outcome: 'ok' },
    });
  });

  it('refuses an unknown model, the model it has, and a tracker with a swap in progress, changing nothing', async () => {
    const before = await trackerRow(u.t.database.db, f.notDue);
    const unknown = await u.run('change-device-type', { serial: f.serials.notDue, model_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Choose one of the listed models.');
    const same = await u.run('change-device-type', { serial: f.serials.notDue, model_id: before.modelId });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('The tracker is already a Mobile 200.');
    await u.t.database.db.insert(simSwaps).values({
      accountId: f.account,
      deviceId: f.notDue,
      iccid: f.drawer[0]!,
      status: 'in-progress',
      deadlineAt: inDays(1),
    });
    const swapping = await u.run('change-device-type', { serial: f.serials.notDue, model_id: charger });
    expect(swapping.statusCode).toBe(409);
    expect(swapping.json().message).toBe(
      'This tracker has a SIM swap in progress: change its model once the swap has ended.',
    );
    expect(await trackerRow(u.t.database.db, f.notDue)).toEqual(before);
    expect((await u.lastAudit()).details).toMatchObject({
      outcome: 'refused',
      message: swapping.json().message,
    });
  });
});
