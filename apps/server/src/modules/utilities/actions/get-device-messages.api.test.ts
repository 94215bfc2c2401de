import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { storedMessages, trackerFacts } from '../../commands/commands.test-helper.ts';
import {
  contextOf,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
  single,
} from './action-context.test-helper.ts';
import { getDeviceMessagesAction } from './get-device-messages.action.ts';

const action = single(getDeviceMessagesAction);

let t: TestApp;
let van: { id: number; serial: string };
beforeAll(async () => {
  t = await createTestApp();
  const vanId = t.demo.devices.driver[0]!;
  van = { id: vanId, ...(await trackerFacts(t.database, vanId)) };
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  await t.database.db.insert(messages).values([
    {
      deviceId: van.id,
      channel: 'data',
      messageToDevice: 'first#',
      status: 'answered',
      messageFromDevice: 'OK',
      createdAt: at(1),
    },
    { deviceId: van.id, channel: 'sms', messageToDevice: 'second#', status: 'sent', createdAt: at(2) },
    { deviceId: van.id, channel: 'data', messageToDevice: 'third#', status: 'queued', createdAt: at(3) },
  ]);
}, 60_000);
afterAll(() => t.close());

const run = (raw: object) => action.run(inputOf('get-device-messages', raw), contextOf(t));

describe('Get Device Messages', () => {
  it('answers the newest messages first, commands and answers, up to the limit, changing nothing', async () => {
    const before = await storedMessages(t.database, van.id);
    const result = await run({ serial: van.serial, limit: 2 });
    expect(result.message).toBe(`Van 07 - Driver (${van.serial}): 2 messages, newest first.`);
    const got = (result.details as { messages: { message_to_device: string }[] }).messages;
    expect(got.map((m) => m.message_to_device)).toEqual(['third#', 'second#']);
    const all = await run({ serial: van.serial });
    expect((all.details as { messages: unknown[] }).messages).toHaveLength(before.length);
    expect((all.details as { messages: unknown[] }).messages[2]).toMatchObject({
      message_to_device: 'first#',
      message_from_device: 'OK',
      status: 'answered',
    });
    expect(all.details).toMatchObject({ account_id: t.demo.accounts.acme, device_id: van.id });
    expect(await storedMessages(t.database, van.id)).toEqual(before);
  });

  it('refuses an unknown serial', async () => {
    const refused = await refusalOf(run({ serial: 'NOSUCH001' }));
    expect([refused.statusCode, refused.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);
  });
});

describe('POST /api/utilities/get-device-messages', () => {
  it('reads through the route, audited with the account', async () => {
    const res = await postUtility(t, 'get-device-messages', { serial: van.serial, limit: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.details.messages).toMatchObject([{ message_to_device: 'third#' }]);
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: t.demo.accounts.acme,
      details: { action: 'get-device-messages', outcome: 'ok' },
    });
  });
});
