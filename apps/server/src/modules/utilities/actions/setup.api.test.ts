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

describe('Setup', () => {
  it("activates the tracker's SIM at the carrier and records its phone, audited", async () => {
    const res = await u.run('setup', { serial: f.serials.due });
    expect(res.statusCode).toBe(200);
    const phone = `+1555${f.active.due.slice(-7)}`;
    expect(res.json().data.message).toBe(
      `SIM ${f.active.due} of ${f.serials.due} is active, phone ${phone}.`,
    );
    expect(u.carrier.calls).toContain(`activate ${f.active.due}`);
    expect((await trackerRow(u.t.database.db, f.due)).phone).toBe(phone);
    expect(await simRow(u.t.database.db, f.active.due)).toMatchObject({ status: 'active', phone });
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'setup', outcome: 'ok' },
    });
  });

  it('refuses a tracker with no SIM and an unknown serial, changing nothing', async () => {
    const [bare] = await u.t.database.db
      .insert(devices)
      .values({
        accountId: f.account,
        modelId: (await trackerRow(u.t.database.db, f.due)).modelId,
        name: 'Bare',
        serial: 'UTIL-SETUP-BARE',
      })
      .returning();
    const res = await u.run('setup', { serial: 'UTIL-SETUP-BARE' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await trackerRow(u.t.database.db, bare!.id)).toEqual(bare);
    expect((await u.lastAudit()).details).toMatchObject({ action: 'setup', outcome: 'refused' });
    const unknown = await u.run('setup', { serial: 'NO-SUCH-SERIAL' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No tracker has the serial NO-SUCH-SERIAL.');
  });

  it("passes on the carrier's refusal (422) and its outage (503)", async () => {
    u.carrier.refuse.add(f.active.notDue);
    const refused = await u.run('setup', { serial: f.serials.notDue });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(u.carrier.refusal);
    u.carrier.refuse.clear();
    u.carrier.away.add(f.active.notDue);
    const away = await u.run('setup', { serial: f.serials.notDue });
    expect(away.statusCode).toBe(503);
    u.carrier.away.clear();
  });
});
