import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_TEXTS } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueId, storedMessages, trackerFacts } from '../../commands/commands.test-helper.ts';
import {
  contextOf,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
  single,
} from './action-context.test-helper.ts';
import { sendCommandsAction } from './send-commands.action.ts';

const action = single(sendCommandsAction);

let t: TestApp;
let outbox: string;
let van: { id: number; serial: string; modelId: number };
let riveraCar: { id: number; serial: string };
beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'lodestar-util-sms-'));
  t = await createTestApp({ SMS_OUTBOX: outbox });
  const vanId = t.demo.devices.driver[0]!;
  van = { id: vanId, ...(await trackerFacts(t.database, vanId)) };
  const carId = t.demo.devices.rivera[0]!;
  riveraCar = { id: carId, ...(await trackerFacts(t.database, carId)) };
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const run = (serial: string, command: object) =>
  action.run(inputOf('send-commands', { serial, command }), contextOf(t));

describe('Send Commands', () => {
  it('sends a catalogue command through the commands service as the admin: queued for data, sent by SMS', async () => {
    const reboot = await catalogueId(t.database, van.modelId, 'Reboot');
    const result = await run(van.serial, { command_id: reboot, send_via: ['data', 'sms'] });
    expect(result.message).toBe(`'reboot' sent to Van 07 - Driver (${van.serial}): data queued, sms sent.`);
    expect(result.details).toMatchObject({ account_id: t.demo.accounts.acme, device_id: van.id });
    const stored = await storedMessages(t.database, van.id);
    expect(stored.slice(-2).map((m) => [m.channel, m.status, m.userId, m.messageToDevice])).toEqual([
      ['data', 'queued', t.demo.users.ops, 'reboot'],
      ['sms', 'sent', t.demo.users.ops, 'reboot'],
    ]);
    expect(await readdir(outbox)).toHaveLength(1);
    const messages = (result.details as { messages: { id: number }[] }).messages;
    expect(messages.map((m) => m.id)).toEqual(stored.slice(-2).map((m) => m.id));
  });

  it("refuses what the tracker's dialog refuses, and an unknown serial, sending nothing", async () => {
    const before = (await storedMessages(t.database, van.id)).length;
    const unknown = await refusalOf(run('NOSUCH001', { command: 'x', send_via: ['data'] }));
    expect([unknown.statusCode, unknown.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);
    const wrong = await refusalOf(run(van.serial, { command_id: 999_999, send_via: ['data'] }));
    expect([wrong.statusCode, wrong.message]).toEqual([422, COMMAND_TEXTS.unknownCommand]);
    // the Riveras' account does not allow custom commands
    const custom = await refusalOf(run(riveraCar.serial, { command: 'apn,x#', send_via: ['data'] }));
    expect([custom.statusCode, custom.message]).toEqual([403, COMMAND_TEXTS.customNotAvailable]);
    expect(await storedMessages(t.database, van.id)).toHaveLength(before);
    expect(await storedMessages(t.database, riveraCar.id)).toHaveLength(0);
  });
});

describe('POST /api/utilities/send-commands', () => {
  it('sends through the route, answering the messages, audited with the account', async () => {
    const res = await postUtility(t, 'send-commands', {
      serial: van.serial,
      command: { command: 'apn,internet#', send_via: ['data'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.details.messages).toMatchObject([
      { device_id: van.id, message_to_device: 'apn,internet#', channel: 'data', status: 'queued' },
    ]);
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: t.demo.accounts.acme,
      details: { action: 'send-commands', outcome: 'ok' },
    });
  });
});
