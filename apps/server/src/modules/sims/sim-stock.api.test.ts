import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../http/errors.ts';
import { devices, sims } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import {
  activateTrackerSim,
  deactivateTrackerSim,
  installSim,
  refreshTrackerPhone,
  reserveSim,
} from './sim-stock.service.ts';
import { requestSimSwap } from './sim-swap.service.ts';
import {
  insertSim,
  newIccid,
  simFixture,
  simRow,
  testCarrier,
  trackerRow,
  type SimFixture,
} from './sims.test-helper.ts';

// The SIM operations the utilities and the demo share, called as they call them.
describe('SIM stock operations', () => {
  let t: TestApp;
  let f: SimFixture;
  const test = testCarrier();
  const db = () => t.database.db;
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: HttpError) => ({ status: err.statusCode, message: err.message }),
    );
  /** A tracker of the account with no SIM at all. */
  const bareTracker = async (iccid: string | null = null) => {
    const [row] = await db()
      .insert(devices)
      .values({
        accountId: f.account,
        modelId: (await trackerRow(db(), f.due)).modelId,
        name: 'Bare',
        serial: `BARE-${randomUUID()}`,
        iccid,
      })
      .returning({ id: devices.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await simFixture(t.app, t.database);
  }, 60_000);
  afterAll(() => t?.close());

  describe('reserveSim', () => {
    it('moves a SIM in stock into the account’s drawer, and registers one the carrier knows', async () => {
      const stocked = await insertSim(db(), { status: 'in-stock' });
      expect(await reserveSim(db(), test.carrier, { iccid: stocked, accountId: f.account })).toMatchObject({
        iccid: stocked,
        status: 'assigned',
        accountId: f.account,
        deviceId: null,
      });
      const fresh = newIccid();
      await reserveSim(db(), test.carrier, { iccid: fresh, accountId: f.account });
      expect(await simRow(db(), fresh)).toMatchObject({
        status: 'assigned',
        carrier: 'test',
        accountId: f.account,
      });
      // asked again (a resumed job): the same answer
      expect((await reserveSim(db(), test.carrier, { iccid: fresh, accountId: f.account })).status).toBe(
        'assigned',
      );
    });

    it('refuses another account’s SIM, an active one, a bad ICCID, and one the carrier refuses', async () => {
      expect(
        await refusal(reserveSim(db(), test.carrier, { iccid: f.otherDrawer, accountId: f.account })),
      ).toEqual({
        status: 409,
        message: SIM_REFUSALS.otherAccount(f.otherDrawer),
      });
      expect(
        (await refusal(reserveSim(db(), test.carrier, { iccid: f.active.due, accountId: f.account }))).status,
      ).toBe(409);
      expect(
        (await refusal(reserveSim(db(), test.carrier, { iccid: '123', accountId: f.account }))).status,
      ).toBe(422);
      const stranger = newIccid();
      test.refuse.add(stranger);
      expect(
        await refusal(reserveSim(db(), test.carrier, { iccid: stranger, accountId: f.account })),
      ).toEqual({
        status: 422,
        message: test.refusal,
      });
    });
  });

  describe('installSim, activateTrackerSim, refreshTrackerPhone, deactivateTrackerSim', () => {
    it('installs a SIM into a tracker without one, then refreshes its phone, deactivates and retires it', async () => {
      const tracker = await bareTracker();
      expect(await refusal(activateTrackerSim(db(), test.carrier, tracker))).toEqual({
        status: 422,
        message: SIM_REFUSALS.noSim,
      });
      const iccid = f.drawer[0]!;
      const installed = await installSim(db(), test.carrier, {
        iccid,
        deviceId: tracker,
        accountId: f.account,
      });
      expect(installed).toMatchObject({
        iccid,
        status: 'active',
        deviceId: tracker,
        phone: `+1555${iccid.slice(-7)}`,
      });
      expect(await trackerRow(db(), tracker)).toMatchObject({ iccid, phone: installed.phone });
      // again (a resumed job): nothing changes twice; another SIM is refused while this one is active
      expect(
        (await installSim(db(), test.carrier, { iccid, deviceId: tracker, accountId: f.account })).iccid,
      ).toBe(iccid);
      const another = f.drawer[1]!;
      expect(
        await refusal(
          installSim(db(), test.carrier, { iccid: another, deviceId: tracker, accountId: f.account }),
        ),
      ).toEqual({
        status: 409,
        message: SIM_REFUSALS.hasSim,
      });

      expect((await activateTrackerSim(db(), test.carrier, tracker)).status).toBe('active');
      expect((await refreshTrackerPhone(db(), test.carrier, tracker)).phone).toBe(installed.phone);

      const retired = await deactivateTrackerSim(db(), test.carrier, tracker);
      expect(retired).toMatchObject({ iccid, status: 'retired', deviceId: tracker });
      expect(test.calls).toContain(`deactivate ${iccid}`);
      expect((await trackerRow(db(), tracker)).phone).toBeNull();
      expect((await deactivateTrackerSim(db(), test.carrier, tracker)).status).toBe('retired');
      expect(await refusal(refreshTrackerPhone(db(), test.carrier, tracker))).toEqual({
        status: 422,
        message: SIM_REFUSALS.retired(iccid),
      });
    });

    it('activates the SIM a tracker was provisioned with (no SIM row yet) and records it', async () => {
      const iccid = newIccid();
      const tracker = await bareTracker(iccid);
      expect(await activateTrackerSim(db(), test.carrier, tracker)).toMatchObject({
        iccid,
        status: 'active',
        deviceId: tracker,
      });
      expect(await simRow(db(), iccid)).toMatchObject({
        carrier: 'test',
        accountId: f.account,
        activatedAt: expect.any(Date),
      });
    });

    it('refuses another account’s tracker, a SIM active elsewhere, and a deactivation during a swap', async () => {
      const bare = await bareTracker();
      expect(
        (
          await refusal(
            installSim(db(), test.carrier, {
              iccid: f.drawer[2]!,
              deviceId: f.otherTracker,
              accountId: f.account,
            }),
          )
        ).status,
      ).toBe(404);
      expect(
        await refusal(
          installSim(db(), test.carrier, { iccid: f.active.notDue, deviceId: bare, accountId: f.account }),
        ),
      ).toEqual({
        status: 409,
        message: SIM_REFUSALS.activeElsewhere(f.active.notDue),
      });
      await requestSimSwap(db(), test.carrier, {
        accountId: f.account,
        deviceId: f.due,
        iccid: f.drawer[2]!,
        requestedBy: 1,
        confirmMinutes: 60,
        now: new Date(),
      });
      expect(await refusal(deactivateTrackerSim(db(), test.carrier, f.due))).toEqual({
        status: 409,
        message: SIM_REFUSALS.swapInProgress,
      });
      expect(
        await refusal(
          installSim(db(), test.carrier, { iccid: f.drawer[2]!, deviceId: bare, accountId: f.account }),
        ),
      ).toEqual({
        status: 409,
        message: SIM_REFUSALS.pendingElsewhere(f.drawer[2]!),
      });
    });

    it('answers 503 when the carrier cannot be reached, and changes nothing', async () => {
      const iccid = newIccid();
      const tracker = await bareTracker(iccid);
      test.away.add(iccid);
      expect(await refusal(activateTrackerSim(db(), test.carrier, tracker))).toEqual({
        status: 503,
        message: SIM_REFUSALS.carrierUnavailable,
      });
      // nothing recorded: the SIM is still only the tracker's provisioned ICCID
      expect(await db().select().from(sims).where(eq(sims.iccid, iccid))).toEqual([]);
    });
  });
});
