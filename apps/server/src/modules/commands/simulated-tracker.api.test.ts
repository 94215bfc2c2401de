import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSimulator, type DemoSimulator } from '@lodestar/simulator';
import { startOsmandListener, type OsmandListener } from '../../ingest/osmand-listener.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { catalogueId, storedMessages, trackerFacts } from './commands.test-helper.ts';

let t: TestApp;
let listener: OsmandListener;
let simulator: DemoSimulator | undefined;

beforeAll(async () => {
  t = await createTestApp();
  listener = await startOsmandListener(t.app.services, { port: 0, host: '127.0.0.1', logger: t.app.log });
});
afterAll(async () => {
  await simulator?.stop();
  await listener.close();
  await t.close();
});

describe('a command to a simulated demo tracker, end to end', () => {
  it('is handed over on its next report, executed, and answered with its battery and position', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const van = t.demo.devices.driver[0]!;
    const { serial } = await trackerFacts(t.database, van);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/devices/${van}/dialogs`,
      headers: bearer(admin),
      payload: { command_id: await catalogueId(t.database, null, 'Status report'), send_via: ['data'] },
    });
    expect(sent.statusCode).toBe(201);

    simulator = startDemoSimulator({
      osmandUrl: `http://127.0.0.1:${listener.port}`,
      intervalSeconds: 1,
      trackers: [{ serial, modelType: 'vl501' }],
    });
    const end = Date.now() + 15_000;
    let [message] = await storedMessages(t.database, van);
    while (message?.status !== 'answered' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      [message] = await storedMessages(t.database, van);
    }
    expect(message).toMatchObject({ status: 'answered', messageToDevice: 'getinfo' });
    expect(message!.messageFromDevice).toMatch(/^Battery \d+%.*, (GPS|WIFI|CELL) -?\d+\.\d{6},-?\d+\.\d{6}$/);
    expect(simulator.stats().failed).toBe(0);
  });
});
