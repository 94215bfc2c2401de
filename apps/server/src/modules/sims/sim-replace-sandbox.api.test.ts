import { SANDBOX_CARRIER_MESSAGES, SANDBOX_CARRIER_TEST_ICCIDS } from '@lodestar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import { insertSim, simFixture, simRow, type SimFixture } from './sims.test-helper.ts';

const testIccid = (behaviour: string) =>
  SANDBOX_CARRIER_TEST_ICCIDS.find((s) => s.behaviour === behaviour)!.iccid;

// The swap against the app's own carrier, the embedded sandbox (decision 0069), with its test ICCIDs.
describe('SIM replacement with the sandbox carrier', () => {
  let t: TestApp;
  let f: SimFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await simFixture(t.app, t.database);
    for (const behaviour of ['refused', 'unavailable'])
      await insertSim(t.database.db, {
        iccid: testIccid(behaviour),
        status: 'assigned',
        accountId: f.account,
      });
  }, 60_000);
  afterAll(() => t?.close());

  const replace = (deviceId: number, iccid: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${f.account}/sim-replace`,
      headers: bearer(f.tokens.admin),
      payload: { device_id: deviceId, iccid },
    });

  it("answers the sandbox's refusal in its words (422), and keeps the SIM in the drawer", async () => {
    const res = await replace(f.due, testIccid('refused'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SANDBOX_CARRIER_MESSAGES.refused);
    expect(await simRow(t.database.db, testIccid('refused'))).toMatchObject({
      status: 'assigned',
      deviceId: null,
    });
  });

  it('answers 503 when the sandbox plays an unreachable carrier', async () => {
    const res = await replace(f.due, testIccid('unavailable'));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(SIM_REFUSALS.carrierUnavailable);
  });

  it('starts a swap with an ordinary SIM', async () => {
    const res = await replace(f.due, f.drawer[0]!);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'in-progress',
      iccid: f.drawer[0],
      old_iccid: f.active.due,
    });
  });
});
