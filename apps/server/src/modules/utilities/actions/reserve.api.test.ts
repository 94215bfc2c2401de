import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSim, newIccid, simFixture, simRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

describe('Reserve', () => {
  it("puts a SIM in stock into the account's drawer, audited", async () => {
    const iccid = await insertSim(u.t.database.db, { status: 'in-stock' });
    const res = await u.run('reserve', { iccid, account_id: f.account });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(new RegExp(`^SIM ${iccid} is in SIM Family .*'s drawer\\.$`));
    expect(await simRow(u.t.database.db, iccid)).toMatchObject({ status: 'assigned', accountId: f.account });
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'reserve', outcome: 'ok', input: { iccid, account_id: f.account } },
    });
  });

  it('registers a SIM the carrier knows and we did not', async () => {
    const iccid = newIccid();
    const res = await u.run('reserve', { iccid, account_id: f.account });
    expect(res.statusCode).toBe(200);
    expect(await simRow(u.t.database.db, iccid)).toMatchObject({ status: 'assigned', accountId: f.account });
  });

  it("refuses a SIM in another account's drawer or in a tracker, changing nothing", async () => {
    for (const iccid of [f.otherDrawer, f.active.due]) {
      const before = await simRow(u.t.database.db, iccid);
      const res = await u.run('reserve', { iccid, account_id: f.account });
      expect(res.statusCode).toBe(409);
      expect(await simRow(u.t.database.db, iccid)).toEqual(before);
      expect((await u.lastAudit()).details).toMatchObject({
        outcome: 'refused',
        message: res.json().message,
      });
    }
  });

  it('refuses an ICCID with a wrong check digit (422)', async () => {
    const iccid = newIccid();
    const wrong = `${iccid.slice(0, -1)}${(Number(iccid.at(-1)) + 1) % 10}`;
    const res = await u.run('reserve', { iccid: wrong, account_id: f.account });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.iccid).toBeDefined();
  });
});
