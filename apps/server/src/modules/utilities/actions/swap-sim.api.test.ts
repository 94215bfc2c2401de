import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simSwaps } from '../../../db/schema/index.ts';
import { SIM_REFUSALS } from '../../sims/sim-refusals.ts';
import { simFixture, simRow, trackerRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';
import {
  contextOf,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
  single,
} from './action-context.test-helper.ts';
import { swapSimAction } from './swap-sim.action.ts';

const action = single(swapSimAction);

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
}, 60_000);
afterAll(() => u.close());

const run = (serial: string, iccid: string) =>
  action.run(inputOf('swap-sim', { serial, iccid }), contextOf(u.t));
const swapsOf = (deviceId: number) =>
  u.t.database.db.select().from(simSwaps).where(eq(simSwaps.deviceId, deviceId)).orderBy(simSwaps.id);

describe('Swap SIM', () => {
  it("asks the SIM replacement for the tracker's account as the admin, answering the swap in progress", async () => {
    const result = await run(f.serials.due, f.drawer[0]!);
    expect(result.message).toBe(
      `SIM swap of Alpha Mobile (${f.serials.due}) to ${f.drawer[0]} is in-progress: it is confirmed when the tracker reports with its new SIM.`,
    );
    expect(result.details).toMatchObject({
      account_id: f.account,
      device_id: f.due,
      swap: { device_id: f.due, old_iccid: f.active.due, iccid: f.drawer[0], status: 'in-progress' },
    });
    const [swap] = await swapsOf(f.due);
    expect(swap).toMatchObject({
      requestedBy: u.t.demo.users.ops,
      accountId: f.account,
      status: 'in-progress',
    });
    expect(u.carrier.calls).toContain(`swap ${f.active.due} -> ${f.drawer[0]}`);
  });

  it('refuses an unknown serial, a SIM not in the drawer, a second swap and what the carrier refuses', async () => {
    const unknown = await refusalOf(run('NOSUCH001', f.drawer[1]!));
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);

    const foreign = await refusalOf(run(f.serials.notDue, f.otherDrawer));
    expect([foreign.statusCode, foreign.message]).toEqual([422, SIM_REFUSALS.notInDrawer(f.otherDrawer)]);
    const second = await refusalOf(run(f.serials.due, f.drawer[1]!));
    expect([second.statusCode, second.message]).toEqual([409, SIM_REFUSALS.swapInProgress]);
    expect(await swapsOf(f.notDue)).toEqual([]);
    expect(await swapsOf(f.due)).toHaveLength(1);

    u.carrier.refuse.add(f.drawer[2]!);
    const refused = await refusalOf(run(f.serials.notDue, f.drawer[2]!));
    expect(refused.statusCode).toBe(422);
    expect(refused.message).toContain(u.carrier.refusal);
    // the tracker keeps its SIM, the new one is back in the drawer for another try
    expect((await trackerRow(u.t.database.db, f.notDue)).iccid).toBe(f.active.notDue);
    expect(await simRow(u.t.database.db, f.drawer[2]!)).toMatchObject({ status: 'assigned', deviceId: null });
  });
});

describe('POST /api/utilities/swap-sim', () => {
  it('asks for the swap through the route, audited with the account', async () => {
    const res = await postUtility(u.t, 'swap-sim', { serial: f.serials.unsupported, iccid: f.drawer[1]! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.details.swap).toMatchObject({ iccid: f.drawer[1], status: 'in-progress' });
    expect(await lastUtilityAudit(u.t)).toMatchObject({
      accountId: f.account,
      details: { action: 'swap-sim', outcome: 'ok' },
    });
  });
});
