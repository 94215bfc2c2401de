import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandListResponse } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { trackerFacts } from './commands.test-helper.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let van: number;
let vanModel: number;
let tag: number;
let tagModel: number;
let truck: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  [van] = t.demo.devices.driver as [number];
  vanModel = (await trackerFacts(t.database, van)).modelId;
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  for (const id of t.demo.devices.acme) {
    const facts = await trackerFacts(t.database, id);
    if (facts.name.startsWith('Pallet Tag')) {
      tag = id;
      tagModel = facts.modelId;
      break;
    }
  }
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/devices/{id}/commands', () => {
  it("lists the tracker model's catalogue with the model-less commands, placeholders named", async () => {
    const res = await get(`/api/devices/${van}/commands`, tokens.admin);
    expect(res.statusCode).toBe(200);
    const { data } = commandListResponse.parse(res.json());
    expect(data.every((c) => c.model_id === vanModel || c.model_id === null)).toBe(true);
    expect(data.find((c) => c.model_id === null)?.title).toBe('Status report');
    const interval = data.find((c) => c.title === 'Set report interval')!;
    expect(interval).toMatchObject({ has_arguments: true, arguments: ['MINUTES'], is_sent_via_sms: true });
    const alarms = data.find((c) => c.is_category)!;
    expect(alarms.title).toBe('Alarms');
    const children = data.filter((c) => c.parent_id === alarms.id).map((c) => c.title);
    expect(children).toEqual(['Set speed alarm', 'Clear SOS alarm']);
    expect(data.find((c) => c.title === 'Clear SOS alarm')).toMatchObject({ is_sent_via_sos: true });
  });

  it('differs by model: a BLE tag has no SMS commands', async () => {
    const res = await get(`/api/devices/${tag}/commands`, tokens.admin);
    const { data } = commandListResponse.parse(res.json());
    expect(data.map((c) => c.title)).toEqual(['Status report', 'Locate now', 'Set report interval']);
    expect(data.some((c) => c.is_sent_via_sms)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await get(`/api/devices/${van}/commands`)).statusCode).toBe(401);
  });

  it("does not show another account's tracker, nor a malformed or unknown id", async () => {
    for (const id of [van, 'abc', 999_999]) {
      const res = await get(`/api/devices/${id}/commands`, tokens.maria);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tracker not found.' });
    }
  });

  it('shows the devices role only its own trackers', async () => {
    expect((await get(`/api/devices/${van}/commands`, tokens.driver)).statusCode).toBe(200);
    expect((await get(`/api/devices/${truck}/commands`, tokens.driver)).statusCode).toBe(404);
  });
});

describe('GET /api/commands', () => {
  it("answers one model's commands with the model-less ones", async () => {
    const res = await get(`/api/commands?model_id=${tagModel}`, tokens.maria);
    expect(res.statusCode).toBe(200);
    const { data } = commandListResponse.parse(res.json());
    expect(data.map((c) => c.title)).toEqual(['Status report', 'Locate now', 'Set report interval']);
  });

  it('answers the whole catalogue without model_id', async () => {
    const { data } = commandListResponse.parse((await get('/api/commands', tokens.driver)).json());
    const models = new Set(data.map((c) => c.model_id));
    // the model-less commands and each of the four demo models
    expect(models.size).toBe(5);
    for (const id of [null, vanModel, tagModel]) expect(models.has(id)).toBe(true);
  });

  it('refuses a malformed model id and an unknown model', async () => {
    const bad = await get('/api/commands?model_id=abc', tokens.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.model_id).toBeDefined();
    const unknown = await get('/api/commands?model_id=999999', tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Model not found.' });
  });

  it('needs a session', async () => {
    expect((await get(`/api/commands?model_id=${vanModel}`)).statusCode).toBe(401);
  });
});
