import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_TEXTS } from '@lodestar/contracts';
import { devices, messages } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueId, storedMessages } from '../../commands/commands.test-helper.ts';
import {
  bulk,
  contextOf,
  finishedJob,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
} from './action-context.test-helper.ts';
import { SERIALS_OR_ACCOUNT, sendBulkCommandAction } from './send-bulk-command.action.ts';

const action = bulk(sendBulkCommandAction);

let t: TestApp;
let outbox: string;
let fleet: { id: number; serial: string; name: string; modelId: number }[];
let status: number;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'lodestar-util-bulk-'));
  t = await createTestApp({ SMS_OUTBOX: outbox });
  fleet = await t.database.db
    .select({ id: devices.id, serial: devices.serial, name: devices.name, modelId: devices.modelId })
    .from(devices)
    .orderBy(devices.serial);
  // a command every model has (the model-less catalogue)
  status = await catalogueId(t.database, null, 'Status report');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const inputFor = (raw: object) => inputOf('send-bulk-command', raw);
const messageCount = async () => Number((await t.database.db.select({ n: count() }).from(messages))[0]!.n);
const bySerial = (serial: string) => fleet.find((f) => f.serial === serial)!;

describe('Send Bulk Command', () => {
  it("lists the serials given, or every tracker of an account, as the job's items", async () => {
    const serials = [fleet[2]!.serial, fleet[0]!.serial, fleet[2]!.serial, 'NOSUCH001'];
    const command = { command_id: status, send_via: ['data'] };
    expect(await action.items(inputFor({ serials, command }), contextOf(t))).toEqual([
      fleet[2]!.serial,
      fleet[0]!.serial,
      'NOSUCH001',
    ]);
    const rivera = await action.items(
      inputFor({ account_id: t.demo.accounts.rivera, command }),
      contextOf(t),
    );
    expect(rivera).toHaveLength(t.demo.devices.rivera.length);
  });

  it('dry-runs through the commands service without sending or storing anything', async () => {
    const before = await messageCount();
    const reefer = fleet.find((f) => f.name.startsWith('Reefer 01'))!;
    const reeferOnly = await catalogueId(t.database, reefer.modelId, 'Set temperature alarm');
    const serials = [reefer.serial, fleet.find((f) => f.name === 'Truck 01')!.serial, 'NOSUCH001'];
    const dry = await action.dryRun(
      inputFor({
        serials,
        command: { command_id: reeferOnly, arguments: { MIN_C: '2', MAX_C: '8' }, send_via: ['data'] },
      }),
      contextOf(t),
    );
    expect(dry.total).toBe(3);
    expect(dry.refused).toBe(2);
    expect(dry.summary).toBe('The command would go to 1 tracker; 2 refused.');
    expect(dry.items[0]).toMatchObject({ item: reefer.serial, ok: true });
    expect(dry.items[0]!.change).toMatch(/^sends '.+' to Reefer 01 via data$/);
    expect(dry.items.slice(1)).toEqual([
      { item: serials[1], ok: false, change: COMMAND_TEXTS.unknownCommand },
      { item: 'NOSUCH001', ok: false, change: 'No tracker has the serial NOSUCH001.' },
    ]);
    expect(await messageCount()).toBe(before);
  });

  it('sends each item through the commands service, and a resumed item does not queue it twice', async () => {
    const input = inputFor({
      account_id: t.demo.accounts.rivera,
      command: { command_id: status, send_via: ['data'] },
    });
    const items = await action.items(input, contextOf(t));
    for (const item of items) {
      const said = await action.runItem(item, input, contextOf(t));
      expect(said).toMatch(/^'.+' to .+: data queued\.$/);
    }
    const car = bySerial(String(items[0]));
    const queued = (await storedMessages(t.database, car.id)).filter((m) => m.status === 'queued');
    expect(queued.map((m) => [m.userId, m.commandId, m.channel])).toEqual([
      [t.demo.users.ops, status, 'data'],
    ]);
    // the job resumed after a restart runs its last item again
    const again = await action.runItem(items[0]!, input, contextOf(t));
    expect(again).toMatch(/is already queued for .+: not queued again\.$/);
    expect((await storedMessages(t.database, car.id)).filter((m) => m.status === 'queued')).toHaveLength(1);
  });

  it("fails an item the commands service refuses, with the service's message", async () => {
    const input = inputFor({ serials: ['NOSUCH001'], command: { command_id: status, send_via: ['data'] } });
    const missing = await refusalOf(action.runItem('NOSUCH001', input, contextOf(t)));
    expect([missing.statusCode, missing.message]).toEqual([404, 'No tracker has the serial NOSUCH001.']);
    const rivera = bySerial(
      String(
        (
          await action.items(
            inputFor({ account_id: t.demo.accounts.rivera, command: { command: 'x#', send_via: ['data'] } }),
            contextOf(t),
          )
        )[0],
      ),
    );
    const custom = inputFor({ serials: [rivera.serial], command: { command: 'apn,x#', send_via: ['data'] } });
    const refused = await refusalOf(action.runItem(rivera.serial, custom, contextOf(t)));
    expect([refused.statusCode, refused.message]).toEqual([403, COMMAND_TEXTS.customNotAvailable]);
  });

  it('refuses both or neither of serials and an account, and an unknown account', async () => {
    const command = { command_id: status, send_via: ['data'] };
    for (const raw of [
      { command },
      { serials: [], command },
      { serials: ['LS100001'], account_id: 1, command },
    ]) {
      const refused = await refusalOf(action.items(inputFor(raw), contextOf(t)));
      expect([refused.statusCode, refused.message]).toEqual([422, SERIALS_OR_ACCOUNT]);
    }
    const unknown = await refusalOf(action.dryRun(inputFor({ account_id: 999_999, command }), contextOf(t)));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/utilities/send-bulk-command', () => {
  it('shows the dry run, then runs the job to the same outcome per tracker, audited', async () => {
    const input = {
      serials: [fleet.find((f) => f.name === 'Truck 02')!.serial, 'NOSUCH002'],
      command: { command_id: status, send_via: ['data'] },
    };
    const dry = await postUtility(t, 'send-bulk-command', input, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ total: 2, refused: 1 });
    const res = await postUtility(t, 'send-bulk-command', input);
    expect(res.statusCode, res.body).toBe(202);
    const job = await finishedJob(t, res.json().data.id);
    expect(job).toMatchObject({ status: 'done', total: 2, succeeded: 1, failed: 1 });
    expect(job.results.map((r) => [r.item, r.ok])).toEqual(
      dry.json().data.items.map((i: { item: string; ok: boolean }) => [i.item, i.ok]),
    );
    expect(await lastUtilityAudit(t)).toMatchObject({
      details: {
        action: 'send-bulk-command',
        job_id: res.json().data.id,
        message: 'Done: 2 items, 1 succeeded, 1 failed.',
      },
    });
  });
});
