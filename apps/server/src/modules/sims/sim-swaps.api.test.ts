import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osmandQuery } from '../../ingest/ingest.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import { simSwapWatchOf } from './sim-swaps.plugin.ts';
import {
  liveAudioMinutes,
  simFixture,
  simRow,
  testCarrier,
  trackerRow,
  type SimFixture,
} from './sims.test-helper.ts';

// A swap's life: confirmed by the tracker's OsmAnd report through the real ingest route, or failed by the deadline
// sweep (driven with a fake clock; the app's own 30 s sweeps run at real time, long before any deadline here).
describe('SIM swaps: confirmation by report, the reward once, the deadline', () => {
  let t: TestApp;
  let f: SimFixture;
  let clock = Math.floor(Date.now() / 1000) - 3600;
  const db = () => t.database.db;
  const watch = () => simSwapWatchOf(t.app.services);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.carrier = testCarrier().carrier;
    f = await simFixture(t.app, t.database);
  }, 60_000);
  afterAll(() => t?.close());

  const replace = async (deviceId: number, iccid: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${f.account}/sim-replace`,
      headers: bearer(f.tokens.admin),
      payload: { device_id: deviceId, iccid },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string };
  };
  const swapOf = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${f.account}/sim-swaps/${id}`,
        headers: bearer(f.tokens.admin),
      })
    ).json().data;
  /** The tracker reports over OsmAnd (each report a minute after the last), then the watch has looked at it. */
  const report = async (serial: string, extras: Record<string, string> = {}) => {
    clock += 60;
    const query = osmandQuery({ id: serial, lat: 40.7, lon: -74, timestamp: clock, ...extras });
    const res = await t.app.inject({ method: 'GET', url: `/api/ingest/osmand?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    await watch().idle();
  };

  it('stays in progress on reports of the old SIM; the new ICCID confirms it and adds 2 audio hours once', async () => {
    const [iccid] = f.drawer;
    const swap = await replace(f.due, iccid!);
    const minutes = await liveAudioMinutes(db(), f.account);

    await report(f.serials.due);
    await report(f.serials.due, { iccid: f.active.due });
    expect((await swapOf(swap.id)).status).toBe('in-progress');

    await report(f.serials.due, { iccid: iccid! });
    const confirmed = await swapOf(swap.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', failure: null, confirmed_at: expect.any(String) });
    expect(await liveAudioMinutes(db(), f.account)).toBe(minutes + 120);
    expect(await simRow(db(), iccid!)).toMatchObject({
      status: 'active',
      deviceId: f.due,
      accountId: f.account,
    });
    expect(await simRow(db(), f.active.due)).toMatchObject({
      status: 'retired',
      retiredAt: expect.any(Date),
    });
    expect(await trackerRow(db(), f.due)).toMatchObject({ iccid, phone: `+1555${iccid!.slice(-7)}` });

    // the tracker goes on reporting its new SIM, and an old report comes in late: nothing more
    await report(f.serials.due, { iccid: iccid! });
    await report(f.serials.due, { iccid: f.active.due });
    await report(f.serials.due, { iccid: iccid! });
    await watch().sweep(new Date());
    expect(await liveAudioMinutes(db(), f.account)).toBe(minutes + 120);
    expect((await swapOf(swap.id)).status).toBe('confirmed');
  });

  it('fails a swap past its deadline, puts the SIM back in the drawer, and a late report changes nothing', async () => {
    const iccid = f.drawer[1]!;
    const swap = await replace(f.notDue, iccid);
    expect(await watch().sweep(new Date(Date.now() + 59 * 60_000))).toBe(0);
    const afterDeadline = new Date(Date.now() + 61 * 60_000);
    expect(await watch().sweep(afterDeadline)).toBe(1);
    expect(await watch().sweep(afterDeadline)).toBe(0);
    expect(await swapOf(swap.id)).toMatchObject({ status: 'failed', failure: SIM_REFUSALS.timedOut });
    expect(await simRow(db(), iccid)).toMatchObject({ status: 'assigned', deviceId: null });

    const minutes = await liveAudioMinutes(db(), f.account);
    await report(f.serials.notDue, { iccid: f.active.notDue });
    await report(f.serials.notDue, { iccid });
    expect(await swapOf(swap.id)).toMatchObject({ status: 'failed' });
    expect(await simRow(db(), f.active.notDue)).toMatchObject({ status: 'active', deviceId: f.notDue });
    expect(await liveAudioMinutes(db(), f.account)).toBe(minutes);

    // tried again while the tracker already reports the new SIM: confirmed without waiting for a changed report
    const again = await replace(f.notDue, iccid);
    await watch().idle();
    expect((await swapOf(again.id)).status).toBe('confirmed');
    expect(await liveAudioMinutes(db(), f.account)).toBe(minutes + 120);
  });

  it('lets one of two swaps asking for the same SIM at once have it', async () => {
    const iccid = f.drawer[2]!;
    const post = (deviceId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${f.account}/sim-replace`,
        headers: bearer(f.tokens.admin),
        payload: { device_id: deviceId, iccid },
      });
    const answers = await Promise.all([post(f.unsupported), post(f.due)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().message).toBe(SIM_REFUSALS.pendingElsewhere(iccid));
  });
});
