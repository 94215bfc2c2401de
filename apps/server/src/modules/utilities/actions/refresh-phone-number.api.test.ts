import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../../db/schema/index.ts';
import { simFixture, simRow, trackerRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

describe('Refresh Phone Number', () => {
  it("stores the carrier's phone number on the SIM and the tracker, audited", async () => {
    const res = await u.run('refresh-phone-number', { serial: f.serials.due });
    expect(res.statusCode).toBe(200);
    const phone = `+1555${f.active.due.slice(-7)}`;
    expect(res.json().data.message).toBe(`The phone number of ${f.serials.due} is ${phone}.`);
    expect((await trackerRow(u.t.database.db, f.due)).phone).toBe(phone);
    expect((await simRow(u.t.database.db, f.active.due)).phone).toBe(phone);
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'refresh-phone-number', outcome: 'ok', input: { serial: f.serials.due } },
    });
  });

  it('refuses a tracker with no SIM, changing nothing', async () => {
    const [bare] = await u.t.database.db
      .insert(devices)
      .values({
        accountId: f.account,
        modelId: (await trackerRow(u.t.database.db, f.due)).modelId,
        name: 'Bare',
        serial: 'UTIL-PHONE-BARE',
      })
      .returning();
    const res = await u.run('refresh-phone-number', { serial: 'UTIL-PHONE-BARE' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await trackerRow(u.t.database.db, bare!.id)).toEqual(bare);
    expect((await u.lastAudit()).details).toMatchObject({ outcome: 'refused' });
  });
});
