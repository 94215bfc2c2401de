import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simSwaps } from '../../../db/schema/index.ts';
import { simFixture, simRow, trackerRow, inDays, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

describe('Deactivate', () => {
  it("ends the SIM's service: retired at the carrier and with us, audited", async () => {
    const res = await u.run('deactivate', { serial: f.serials.due });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(`SIM ${f.active.due} of ${f.serials.due} is deactivated (retired).`);
    expect(u.carrier.calls).toContain(`deactivate ${f.active.due}`);
    expect(await simRow(u.t.database.db, f.active.due)).toMatchObject({ status: 'retired' });
    expect((await trackerRow(u.t.database.db, f.due)).phone).toBeNull();
    expect((await u.lastAudit()).details).toMatchObject({ action: 'deactivate', outcome: 'ok' });
  });

  it('refuses while a SIM swap is in progress, changing nothing', async () => {
    await u.t.database.db.insert(simSwaps).values({
      accountId: f.account,
      deviceId: f.notDue,
      oldIccid: f.active.notDue,
      iccid: f.drawer[0]!,
      status: 'in-progress',
      deadlineAt: inDays(1),
    });
    const before = await simRow(u.t.database.db, f.active.notDue);
    const res = await u.run('deactivate', { serial: f.serials.notDue });
    expect(res.statusCode).toBe(409);
    expect(await simRow(u.t.database.db, f.active.notDue)).toEqual(before);
    expect((await u.lastAudit()).details).toMatchObject({ outcome: 'refused', message: res.json().message });
  });
});
