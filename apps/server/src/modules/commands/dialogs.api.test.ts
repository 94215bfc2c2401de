import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMAND_TEXTS,
  dialogResponse,
  MESSAGE_HISTORY_LIMIT,
  sendCommandResponse,
} from '@lodestar/contracts';
import { devices, messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { catalogueId, storedMessages, trackerFacts } from './commands.test-helper.ts';

let t: TestApp;
let outbox: string;
const tokens = {} as Record<'admin' | 'driver' | 'maria', string>;
let van: number;
let reefer: number;
let truck: number;
let riveraCar: number;
const ids = {} as Record<'interval' | 'reboot' | 'alarms' | 'clearSos' | 'reeferTemp' | 'status', number>;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'lodestar-sms-'));
  t = await createTestApp({ SMS_OUTBOX: outbox });
  tokens.admin = await signIn(t.app, 'admin@acme.test');
  tokens.driver = await signIn(t.app, 'driver@acme.test');
  tokens.maria = await signIn(t.app, 'maria@rivera.test');
  [van, , reefer] = t.demo.devices.driver as [number, number, number];
  truck = t.demo.devices.acme.find((id) => !t.demo.devices.driver.includes(id))!;
  [riveraCar] = t.demo.devices.rivera as [number];
  const vanModel = (await trackerFacts(t.database, van)).modelId;
  ids.interval = await catalogueId(t.database, vanModel, 'Set report interval');
  ids.reboot = await catalogueId(t.database, vanModel, 'Reboot');
  ids.alarms = await catalogueId(t.database, vanModel, 'Alarms');
  ids.clearSos = await catalogueId(t.database, vanModel, 'Clear SOS alarm');
  ids.status = await catalogueId(t.database, null, 'Status report');
  ids.reeferTemp = await catalogueId(
    t.database,
    (await trackerFacts(t.database, reefer)).modelId,
    'Set temperature alarm',
  );
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const url = (deviceId: number | string) => `/api/devices/${deviceId}/dialogs`;
const send = (deviceId: number | string, payload: object, token: string | null = tokens.admin) =>
  t.app.inject({ method: 'POST', url: url(deviceId), payload, headers: token ? bearer(token) : {} });
const get = (target: string, token?: string) =>
  t.app.inject({ method: 'GET', url: target, headers: token ? bearer(token) : {} });

describe('POST /api/devices/{id}/dialogs', () => {
  it('queues a catalogue command for data with its placeholders filled', async () => {
    const res = await send(van, {
      command_id: ids.interval,
      arguments: { MINUTES: ' 5 ' },
      send_via: ['data'],
    });
    expect(res.statusCode).toBe(201);
    const [message] = sendCommandResponse.parse(res.json()).data;
    expect(message).toMatchObject({
      device_id: van,
      command_id: ids.interval,
      channel: 'data',
      message_to_device: 'timer,5#',
      translation: 'Change how often the tracker reports',
      status: 'queued',
      status_text: 'Queued',
      sent_at: null,
      message_from_device: null,
    });
  });

  it('sends by SMS at once, one message per channel, and writes the SMS to the outbox', async () => {
    const { phone } = await trackerFacts(t.database, van);
    const res = await send(van, {
      command_id: ids.reboot,
      send_via: ['sms', 'data', 'sms'],
      translation: 'Restart',
    });
    expect(res.statusCode).toBe(201);
    const data = sendCommandResponse.parse(res.json()).data;
    expect(data.map((m) => [m.channel, m.status, m.status_text])).toEqual([
      ['data', 'queued', 'Queued'],
      ['sms', 'sent', 'Sent'],
    ]);
    expect(data[1]!.sent_at).not.toBeNull();
    expect(data[1]!.translation).toBe('Restart');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(outbox, files[0]!), 'utf8')).toBe(`To: ${phone}\n\nreboot\n`);
  });

  it('sends a custom command when the account allows it', async () => {
    const res = await send(van, { command: '  apn,internet#  ', send_via: ['data'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ message_to_device: 'apn,internet#', command_id: null });
  });

  it.each([
    ['nothing chosen', {}, 'command_id', COMMAND_TEXTS.selectCommand],
    ['an empty custom command', { command: '  ' }, 'command', COMMAND_TEXTS.provideCommand],
    ['an unknown command', { command_id: 999_999 }, 'command_id', COMMAND_TEXTS.unknownCommand],
    ['a category', { command_id: 'alarms' }, 'command_id', COMMAND_TEXTS.categoryNotSendable],
    [
      'a missing placeholder value',
      { command_id: 'interval', arguments: {} },
      'arguments.MINUTES',
      COMMAND_TEXTS.missingArgument('MINUTES'),
    ],
    [
      'a value adding a command',
      { command_id: 'interval', arguments: { MINUTES: '5#reboot' } },
      'arguments.MINUTES',
      COMMAND_TEXTS.badArgument('MINUTES'),
    ],
    [
      'a channel the command lacks',
      { command_id: 'reboot', send_via: ['sos'] },
      'send_via',
      COMMAND_TEXTS.channelNotAllowed('sos'),
    ],
    ['no channel', { command_id: 'reboot', send_via: [] }, 'send_via', COMMAND_TEXTS.chooseChannel],
    [
      'an unknown channel',
      { command_id: 'reboot', send_via: ['fax'] },
      'send_via.0',
      'must be data, sms or sos',
    ],
    [
      'a custom command with a line break',
      { command: 'apn,x#\nreboot' },
      'command',
      COMMAND_TEXTS.badCustomCommand,
    ],
    [
      'a NUL in the translation',
      { command_id: 'reboot', translation: 'a\u0000' },
      'translation',
      // refused for every text input before the route (http/text-input-guard.ts)
      'must not contain a NUL character (\\u0000).',
    ],
    [
      'a custom command via sos',
      { command: 'apn,x#', send_via: ['data', 'sos'] },
      'send_via',
      COMMAND_TEXTS.customViaSos,
    ],
  ])('refuses %s with 422 and stores nothing', async (_, body, field, text) => {
    const named = body as { command_id?: number | keyof typeof ids };
    const payload = {
      send_via: ['data'],
      ...body,
      ...(typeof named.command_id === 'string' && { command_id: ids[named.command_id] }),
    };
    const before = (await storedMessages(t.database, van)).length;
    const res = await send(van, payload);
    expect(res.statusCode).toBe(422);
    // a message that reads on from its field gets the field as its subject
    expect(res.json()).toEqual({
      message: /^[a-z]/.test(text) ? `${field} ${text}` : text,
      errors: { [field]: [text] },
    });
    expect(await storedMessages(t.database, van)).toHaveLength(before);
  });

  it("refuses another model's command as unknown", async () => {
    const res = await send(van, {
      command_id: ids.reeferTemp,
      arguments: { MIN_C: '2', MAX_C: '8' },
      send_via: ['data'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(COMMAND_TEXTS.unknownCommand);
    // the same command is fine for the reefer it belongs to
    const ok = await send(reefer, {
      command_id: ids.reeferTemp,
      arguments: { MIN_C: '2', MAX_C: '8' },
      send_via: ['data'],
    });
    expect(ok.json().data[0].message_to_device).toBe('temp,2,8#');
  });

  it('refuses custom commands when the account setting is off', async () => {
    const res = await send(riveraCar, { command: 'apn,internet#', send_via: ['sms'] }, tokens.maria);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: COMMAND_TEXTS.customNotAvailable });
    // catalogue commands still go
    const ok = await send(riveraCar, { command_id: ids.status, send_via: ['data'] }, tokens.maria);
    expect(ok.statusCode).toBe(201);
  });

  it('refuses SMS to a tracker without a phone number', async () => {
    await t.database.db.update(devices).set({ phone: null }).where(eq(devices.id, truck));
    const res = await send(truck, { command_id: ids.reboot, send_via: ['sms'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: COMMAND_TEXTS.noPhone,
      errors: { send_via: [COMMAND_TEXTS.noPhone] },
    });
  });

  it('needs a session', async () => {
    expect((await send(van, { command_id: ids.reboot, send_via: ['data'] }, null)).statusCode).toBe(401);
  });

  it("does not reach another account's tracker", async () => {
    const stranger = await send(van, { command_id: ids.reboot, send_via: ['data'] }, tokens.maria);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Tracker not found.' });
  });

  it('lets the devices role send to its own trackers only', async () => {
    expect((await send(van, { command_id: ids.status, send_via: ['data'] }, tokens.driver)).statusCode).toBe(
      201,
    );
    expect(
      (await send(truck, { command_id: ids.status, send_via: ['data'] }, tokens.driver)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/devices/{id}/dialogs', () => {
  it('answers the messages newest first, with the tracker when includes=device', async () => {
    const res = await get(`${url(van)}?includes=device`, tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = dialogResponse.parse(res.json());
    const ids = body.data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.data.length).toBeGreaterThan(2);
    expect(body.included?.device).toMatchObject({ id: van, name: 'Van 07 - Driver' });
    const plain = dialogResponse.parse((await get(url(van), tokens.admin)).json());
    expect(plain.included).toBeUndefined();
    expect(plain.data).toEqual(body.data);
  });

  it('keeps and shows only the latest 100 messages', async () => {
    // the last demo tracker: nothing was sent to it before
    const tag = t.demo.devices.acme.at(-1)!;
    const old = Array.from({ length: 120 }, (_, i) => ({
      deviceId: tag,
      channel: 'data' as const,
      messageToDevice: `old ${i}`,
      status: 'sent' as const,
    }));
    await t.database.db.insert(messages).values(old);
    const shown = dialogResponse.parse((await get(url(tag), tokens.admin)).json()).data;
    expect(shown).toHaveLength(MESSAGE_HISTORY_LIMIT);
    expect(shown[0]!.message_to_device).toBe('old 119');
    await send(tag, { command_id: ids.status, send_via: ['data'] });
    const kept = await storedMessages(t.database, tag);
    expect(kept).toHaveLength(MESSAGE_HISTORY_LIMIT);
    expect(kept.at(-1)!.messageToDevice).toBe('getinfo');
    expect(kept[0]!.messageToDevice).toBe('old 21');
  });

  it('needs a session', async () => {
    expect((await get(url(van))).statusCode).toBe(401);
  });

  it("does not show another account's dialog, nor a malformed id", async () => {
    expect((await get(url(van), tokens.maria)).statusCode).toBe(404);
    expect((await get(url('x1'), tokens.admin)).statusCode).toBe(404);
  });

  it('shows the devices role only its own trackers', async () => {
    expect((await get(url(van), tokens.driver)).statusCode).toBe(200);
    expect((await get(url(truck), tokens.driver)).statusCode).toBe(404);
  });
});
