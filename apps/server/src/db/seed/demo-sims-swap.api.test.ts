import type { SimInStock, SimReplacementDevice, SimSwap } from '@lodestar/contracts';
import { startDemoSimulator, type DemoSimulator } from '@lodestar/simulator';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../modules/session/sign-in.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devices } from '../schema/index.ts';
import { seedDemoSims } from './demo-sims.ts';
import { demoSwapIccids } from './demo-sims-swaps.ts';

// Issue 30 item 4 as the demo plays it: the banner's trackers and drawers through the API, then a swap made in the
// app confirmed by the simulated tracker's next report, over OsmAnd, as on `npm start`.
describe('the demo SIM replacement', () => {
  let t: TestApp;
  let simulator: DemoSimulator | undefined;
  let maria: string;
  let acmeAdmin: string;
  beforeAll(async () => {
    // the sandbox carrier activates a SIM after half a second here (5 s by default)
    t = await createTestApp({ SANDBOX_CARRIER_ACTIVATION_MS: '500' });
    await t.database.db.transaction((tx) => seedDemoSims(tx, t.demo, new Date()));
    maria = await signIn(t.app, 'maria@rivera.test');
    acmeAdmin = await signIn(t.app, 'admin@acme.test');
  }, 60_000);
  afterAll(async () => {
    await simulator?.stop();
    await t?.close();
  });

  const get = async <T>(token: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: T; meta?: { banner_hidden: boolean } };
  };
  const dueOf = (token: string, accountId: number) =>
    get<SimReplacementDevice[]>(token, `/accounts/${accountId}/sim-replacement/devices`);
  const drawerOf = async (token: string, accountId: number) =>
    (await get<SimInStock[]>(token, `/accounts/${accountId}/sim-replacement/iccids`)).data;

  it("offers Rivera's Mobile 200 and Acme's three Car Chargers, with the banner shown, and each drawer", async () => {
    const rivera = await dueOf(maria, t.demo.accounts.rivera);
    expect(rivera.meta).toEqual({ banner_hidden: false });
    expect(rivera.data.map((d) => [d.name, d.model.title, d.model.device_type])).toEqual([
      ["Leo's Backpack", 'Mobile 200', 'll02'],
    ]);
    const acme = await dueOf(acmeAdmin, t.demo.accounts.acme);
    expect(acme.data.map((d) => [d.name, d.model.device_type])).toEqual([
      ['Truck 01', 'vl501'],
      ['Truck 02', 'vl501'],
      ['Van 02', 'vl501'],
    ]);
    expect(await drawerOf(maria, t.demo.accounts.rivera)).toHaveLength(2);
    expect(await drawerOf(acmeAdmin, t.demo.accounts.acme)).toHaveLength(4);
  });

  it("confirms a swap made in the app with the simulated tracker's next report", async () => {
    const [leo] = (await dueOf(maria, t.demo.accounts.rivera)).data;
    const [sim] = await drawerOf(maria, t.demo.accounts.rivera);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    simulator = startDemoSimulator({
      osmandUrl: `http://127.0.0.1:${port}/api/ingest/osmand`,
      trackers: [{ serial: 'LS200002', modelType: 'll02' }],
      intervalSeconds: 1,
      refreshIccids: () => demoSwapIccids(t.database, t.app.services.carrier),
      iccidRefreshSeconds: 1,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${t.demo.accounts.rivera}/sim-replace`,
      headers: bearer(maria),
      payload: { device_id: leo!.id, iccid: sim!.iccid },
    });
    expect(res.statusCode, res.body).toBe(201);
    const swap = res.json().data as SimSwap;
    expect(swap.status).toBe('in-progress');

    const swapNow = () =>
      get<SimSwap>(maria, `/accounts/${t.demo.accounts.rivera}/sim-swaps/${swap.id}`).then((r) => r.data);
    const end = Date.now() + 20_000;
    let seen = await swapNow();
    while (seen.status === 'in-progress' && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await swapNow();
    }
    expect(seen.status).toBe('confirmed');
    expect(simulator.stats().failed).toBe(0);
    const [tracker] = await t.database.db
      .select({ iccid: devices.iccid })
      .from(devices)
      .where(eq(devices.id, leo!.id));
    expect(tracker!.iccid).toBe(sim!.iccid);
    // done: no longer due, and the simulated tracker is told no ICCID to send
    expect((await dueOf(maria, t.demo.accounts.rivera)).data).toEqual([]);
    expect(await demoSwapIccids(t.database, t.app.services.carrier)).toEqual(new Map());
  }, 40_000);
});
