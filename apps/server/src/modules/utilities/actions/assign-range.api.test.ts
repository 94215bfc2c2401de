import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, simSwaps, subscriptions } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bulk,
  contextOf,
  finishedJob,
  inputOf,
  lastUtilityAudit,
  postUtility,
  refusalOf,
} from './action-context.test-helper.ts';
import { assignRangeAction } from './assign-range.action.ts';
import { ASSIGN_TEXTS } from './assign.action.ts';
import { SERIAL_RANGE_TEXTS } from './serial-range.ts';

const action = bulk(assignRangeAction);

let t: TestApp;
let rivera: number;
let acme: number;
beforeAll(async () => {
  t = await createTestApp();
  rivera = t.demo.accounts.rivera;
  acme = t.demo.accounts.acme;
}, 60_000);
afterAll(() => t.close());

const inputFor = (first: string, last: string, accountId = rivera) =>
  inputOf('assign-range', { first_serial: first, last_serial: last, account_id: accountId });
const accountsOf = async (serials: string[]) =>
  new Map(
    (
      await t.database.db
        .select({ serial: devices.serial, accountId: devices.accountId })
        .from(devices)
        .where(inArray(devices.serial, serials))
    ).map((r) => [r.serial, r.accountId]),
  );
const idOf = async (serial: string) =>
  (await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial)))[0]!.id;

/** Marks the tracker's current subscription as a paid one (a sale's). */
async function paid(serial: string) {
  const deviceId = await idOf(serial);
  await t.database.db
    .update(subscriptions)
    .set({ actualPrice: 1999 })
    .where(eq(subscriptions.deviceId, deviceId));
}

describe('Assign Range', () => {
  it("lists the trackers of the range and dry-runs them by Assign's rules; the run then does just that", async () => {
    // LS100061 .. LS100068 are Acme's, LS100069 and LS100070 are nobody's
    await t.database.db
      .update(subscriptions)
      .set({ actualPrice: 0, orderId: null })
      .where(
        inArray(
          subscriptions.deviceId,
          (
            await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.accountId, acme))
          ).map((d) => d.id),
        ),
      );
    const swapping = await idOf('LS100062');
    await t.database.db.insert(simSwaps).values({
      accountId: acme,
      deviceId: swapping,
      iccid: '89019900000000000008',
      status: 'in-progress',
      deadlineAt: new Date(Date.now() + 3_600_000),
    });
    await paid('LS100064');
    const serials = Array.from({ length: 10 }, (_, i) => `LS1000${61 + i}`);
    const input = inputFor('LS100061', 'LS100070');
    const items = await action.items(input, contextOf(t));
    expect(items).toEqual(serials.slice(0, 8));

    const before = await accountsOf(serials);
    const dry = await action.dryRun(input, contextOf(t));
    expect(dry.summary).toBe(
      '6 trackers would be in Rivera Family; 2 would be refused; 2 serials of the range are no tracker.',
    );
    expect(dry).toMatchObject({ total: 8, refused: 2 });
    expect(dry.items[0]).toEqual({
      item: 'LS100061',
      ok: true,
      change: 'moves from Acme Logistics to Rivera Family',
    });
    expect(dry.items.filter((i) => !i.ok)).toEqual([
      { item: 'LS100062', ok: false, change: ASSIGN_TEXTS.swapping },
      { item: 'LS100064', ok: false, change: ASSIGN_TEXTS.paid },
    ]);
    expect(await accountsOf(serials)).toEqual(before);

    // the run: what the dry run said, item by item
    const outcomes = [];
    for (const item of items) {
      try {
        outcomes.push({ item, ok: true, message: await action.runItem(item, input, contextOf(t)) });
      } catch (err) {
        outcomes.push({ item, ok: false, message: (err as Error).message });
      }
    }
    expect(outcomes.map((o) => [o.item, o.ok])).toEqual(dry.items.map((i) => [i.item, i.ok]));
    expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual([
      ASSIGN_TEXTS.swapping,
      ASSIGN_TEXTS.paid,
    ]);
    expect(outcomes[0]!.message).toBe('Tracker LS100061 moved to Rivera Family.');
    const after = await accountsOf(serials);
    for (const serial of items.map(String))
      expect(after.get(serial)).toBe(['LS100062', 'LS100064'].includes(serial) ? acme : rivera);

    // resumed after a restart: an item already done is done, not refused
    expect(await action.runItem('LS100061', input, contextOf(t))).toBe(
      'LS100061 is already in Rivera Family.',
    );
    const again = await action.dryRun(input, contextOf(t));
    expect(again.items[0]).toEqual({ item: 'LS100061', ok: true, change: 'already in Rivera Family: stays' });
  });

  it('refuses a bad range, an unknown account, and a range with no tracker, changing nothing', async () => {
    const cases = [
      [inputFor('LS100001', 'LT100002'), 400, SERIAL_RANGE_TEXTS.prefix],
      [inputFor('LS100009', 'LS100001'), 400, SERIAL_RANGE_TEXTS.order],
      [inputFor('LS1', 'LS20000'), 400, SERIAL_RANGE_TEXTS.tooMany],
      [inputFor('LS100001', 'LS100002', 999_999), 404, 'No account has the id 999999.'],
    ] as const;
    for (const [input, status, message] of cases) {
      for (const call of [action.items, action.dryRun]) {
        const refused = await refusalOf(call(input, contextOf(t)));
        expect([refused.statusCode, refused.message]).toEqual([status, message]);
      }
    }
    expect(await action.items(inputFor('NONE001', 'NONE009'), contextOf(t))).toEqual([]);
    expect((await accountsOf(['LS100001', 'LS100002'])).get('LS100001')).toBe(acme);
  });
});

describe('POST /api/utilities/assign-range', () => {
  it('shows the dry run, then the job does what it showed, audited with the account', async () => {
    const input = { first_serial: 'LS100050', last_serial: 'LS100052', account_id: rivera };
    const dry = await postUtility(t, 'assign-range', input, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const res = await postUtility(t, 'assign-range', input);
    expect(res.statusCode, res.body).toBe(202);
    const job = await finishedJob(t, res.json().data.id);
    expect(job.status).toBe('done');
    expect(job.results.map((r) => [r.item, r.ok])).toEqual(
      dry.json().data.items.map((i: { item: string; ok: boolean }) => [i.item, i.ok]),
    );
    expect(await lastUtilityAudit(t)).toMatchObject({
      accountId: rivera,
      details: { action: 'assign-range', outcome: 'ok', job_id: res.json().data.id },
    });
  });
});
