import { SIM_REPLACEMENT } from '@lodestar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { SIM_REFUSALS } from './sim-refusals.ts';
import {
  liveAudioMinutes,
  newIccid,
  simFixture,
  simRow,
  testCarrier,
  type SimFixture,
} from './sims.test-helper.ts';

describe('SIM replacement calls: devices, iccids, sim-replace, sim-swaps', () => {
  let t: TestApp;
  let f: SimFixture;
  const test = testCarrier();

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.carrier = test.carrier;
    f = await simFixture(t.app, t.database);
  }, 60_000);
  afterAll(() => t?.close());

  const get = (path: string, token?: string, account = f.account) =>
    t.app.inject({
      method: 'GET',
      url: `/api/accounts/${account}${path}`,
      headers: token ? bearer(token) : {},
    });
  const replace = (body: object, token = f.tokens.admin, account = f.account) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${account}/sim-replace`,
      headers: token ? bearer(token) : {},
      payload: body,
    });

  describe('GET sim-replacement/devices', () => {
    it('lists the trackers whose SIM is due within 90 days, unsupported models too, with the banner setting', async () => {
      const res = await get('/sim-replacement/devices', f.tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.data.map((d: { id: number }) => d.id)).toEqual([f.due, f.unsupported]);
      expect(body.data[0]).toMatchObject({
        name: 'Alpha Mobile',
        serial: f.serials.due,
        iccid: f.active.due,
        model: { title: 'Mobile 200', device_type: 'll02' },
      });
      expect(body.meta).toEqual({ banner_hidden: false });
    });

    it('says the banner is hidden when the account setting says so', async () => {
      await t.database.db
        .insert(accountSettings)
        .values({ accountId: f.other, code: 'hide_sim_replacement_banner', value: 'true' });
      const res = await get('/sim-replacement/devices', f.tokens.otherAdmin, f.other);
      expect(res.json()).toMatchObject({ data: [{ id: f.otherTracker }], meta: { banner_hidden: true } });
    });

    it("is for the account's admin and all members: 'all' reads, devices role 403, no session 401, others 403", async () => {
      expect((await get('/sim-replacement/devices', f.tokens.all)).statusCode).toBe(200);
      const devicesRole = await get('/sim-replacement/devices', f.tokens.devices);
      expect(devicesRole.statusCode).toBe(403);
      expect(devicesRole.json().message).toMatch(/administrators and members with access to all trackers/);
      expect((await get('/sim-replacement/devices')).statusCode).toBe(401);
      expect((await get('/sim-replacement/devices', f.tokens.otherAdmin)).statusCode).toBe(403);
      expect((await get('/sim-replacement/devices', f.tokens.admin, 0)).statusCode).toBe(404);
    });
  });

  describe('GET sim-replacement/iccids', () => {
    it("lists the new SIMs in the account's drawer, by ICCID", async () => {
      const res = await get('/sim-replacement/iccids', f.tokens.all);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([...f.drawer].sort().map((iccid) => ({ iccid, carrier: 'test' })));
    });

    it('refuses the devices role (403), no session (401) and another account (403)', async () => {
      expect((await get('/sim-replacement/iccids', f.tokens.devices)).statusCode).toBe(403);
      expect((await get('/sim-replacement/iccids')).statusCode).toBe(401);
      expect((await get('/sim-replacement/iccids', f.tokens.otherAdmin)).statusCode).toBe(403);
    });
  });

  describe('POST sim-replace and GET sim-swaps/{id}', () => {
    it('starts a swap in progress (201), asks the carrier, and holds the SIM out of the drawer', async () => {
      const iccid = f.drawer[0]!;
      const before = await liveAudioMinutes(t.database.db, f.account);
      const res = await replace({ device_id: f.due, iccid: ` ${iccid} ` });
      expect(res.statusCode, res.body).toBe(201);
      const swap = res.json().data;
      expect(swap).toMatchObject({
        device_id: f.due,
        old_iccid: f.active.due,
        iccid,
        status: 'in-progress',
        confirmed_at: null,
        failure: null,
      });
      expect(test.calls).toContain(`swap ${f.active.due} -> ${iccid}`);
      // no reward before the tracker confirms
      expect(await liveAudioMinutes(t.database.db, f.account)).toBe(before);
      expect(await simRow(t.database.db, iccid)).toMatchObject({ status: 'assigned', deviceId: f.due });

      const drawer = (await get('/sim-replacement/iccids', f.tokens.admin)).json().data;
      expect(drawer.map((s: { iccid: string }) => s.iccid)).not.toContain(iccid);
      // the tracker leaves the list while its swap is in progress
      const devices = (await get('/sim-replacement/devices', f.tokens.admin)).json().data;
      expect(devices.map((d: { id: number }) => d.id)).toEqual([f.unsupported]);

      const polled = await get(`/sim-swaps/${swap.id}`, f.tokens.all);
      expect(polled.statusCode, polled.body).toBe(200);
      expect(polled.json().data).toEqual(swap);
      expect(SIM_REPLACEMENT.rewardAudioMinutes).toBe(120);
    });

    it('refuses a second swap for the tracker while one is in progress (409)', async () => {
      const res = await replace({ device_id: f.due, iccid: f.drawer[1]! });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SIM_REFUSALS.swapInProgress);
    });

    it('refuses a SIM another swap holds, one not in the drawer, an unknown one and the same SIM', async () => {
      const held = await replace({ device_id: f.notDue, iccid: f.drawer[0]! });
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(SIM_REFUSALS.pendingElsewhere(f.drawer[0]!));
      const otherAccounts = await replace({ device_id: f.notDue, iccid: f.otherDrawer });
      expect(otherAccounts.statusCode).toBe(422);
      expect(otherAccounts.json().message).toBe(SIM_REFUSALS.notInDrawer(f.otherDrawer));
      const active = await replace({ device_id: f.notDue, iccid: f.active.unsupported });
      expect(active.statusCode).toBe(409);
      expect(active.json().message).toBe(SIM_REFUSALS.activeElsewhere(f.active.unsupported));
      const same = await replace({ device_id: f.notDue, iccid: f.active.notDue });
      expect(same.json().message).toBe(SIM_REFUSALS.sameSim(f.active.notDue));
      const stranger = newIccid();
      const unknown = await replace({ device_id: f.notDue, iccid: stranger });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe(SIM_REFUSALS.unknownSim(stranger));
    });

    it("answers the carrier's refusal as 422 in its words, and its absence as 503; the SIM stays in the drawer", async () => {
      const iccid = f.drawer[1]!;
      test.refuse.add(iccid);
      const refused = await replace({ device_id: f.notDue, iccid });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(test.refusal);
      test.refuse.delete(iccid);
      test.away.add(iccid);
      const away = await replace({ device_id: f.notDue, iccid });
      expect(away.statusCode).toBe(503);
      expect(away.json().message).toBe('The SIM carrier cannot be reached; try again in a few minutes.');
      test.away.delete(iccid);
      expect(await simRow(t.database.db, iccid)).toMatchObject({ status: 'assigned', deviceId: null });
      // tried again once the carrier answers: a new swap
      const again = await replace({ device_id: f.notDue, iccid });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('refuses bad input with a message (422)', async () => {
      const good = f.drawer[2]!;
      const wrongDigit = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
      const bad = await replace({ device_id: f.notDue, iccid: wrongDigit });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.iccid).toEqual([
        "The ICCID's check digit does not match: check it was copied correctly.",
      ]);
      const short = await replace({ device_id: f.notDue, iccid: '8901' });
      expect(short.json().message).toBe('The ICCID must be 19 or 20 digits.');
      expect((await replace({ iccid: good })).statusCode).toBe(422);
      expect((await replace({ device_id: 'x', iccid: good })).statusCode).toBe(422);
    });

    it("is for admins only: 'all' 403, devices role 403, no session 401; another account's tracker 404", async () => {
      const body = { device_id: f.unsupported, iccid: f.drawer[2]! };
      expect((await replace(body, f.tokens.all)).statusCode).toBe(403);
      expect((await replace(body, f.tokens.devices)).statusCode).toBe(403);
      expect((await replace(body, '')).statusCode).toBe(401);
      expect((await replace(body, f.tokens.otherAdmin)).statusCode).toBe(403);
      const foreign = await replace({ device_id: f.otherTracker, iccid: f.drawer[2]! });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(SIM_REFUSALS.trackerNotFound);
    });

    it("answers 404 for another account's swap or no such swap, 403 to the devices role", async () => {
      const [swap] = (await t.database.db.query.simSwaps.findMany({ limit: 1 })) ?? [];
      expect((await get(`/sim-swaps/${swap!.id}`, f.tokens.otherAdmin, f.other)).statusCode).toBe(404);
      expect((await get('/sim-swaps/999999', f.tokens.admin)).statusCode).toBe(404);
      expect((await get('/sim-swaps/abc', f.tokens.admin)).statusCode).toBe(404);
      expect((await get(`/sim-swaps/${swap!.id}`, f.tokens.devices)).statusCode).toBe(403);
      expect((await get(`/sim-swaps/${swap!.id}`)).statusCode).toBe(401);
    });
  });
});
