import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { sims } from '../../../db/schema/index.ts';
import { bearer } from '../../session/sign-in.test-helper.ts';
import { insertSim, simFixture, simRow, type SimFixture } from '../../sims/sims.test-helper.ts';
import { iccidRange, withCheckDigit } from '../iccid-range.ts';
import { utilityTestApp, type UtilityTestApp } from '../utilities.test-helper.ts';
import { utilityJobsOf } from '../utility-jobs.plugin.ts';

let u: UtilityTestApp;
let f: SimFixture;
beforeAll(async () => {
  u = await utilityTestApp();
  f = await simFixture(u.t.app, u.t.database);
});
afterAll(() => u.close());

/** Six ICCIDs in a row: two in stock, one unknown, one in another account's drawer, one active, one retired. */
async function range(prefix: string) {
  const iccids = iccidRange(withCheckDigit(`${prefix}0`), withCheckDigit(`${prefix}5`));
  const db = u.t.database.db;
  await insertSim(db, { iccid: iccids[0], status: 'in-stock' });
  await insertSim(db, { iccid: iccids[1], status: 'in-stock' });
  await insertSim(db, { iccid: iccids[3], status: 'assigned', accountId: f.other });
  await insertSim(db, { iccid: iccids[4], status: 'active', accountId: f.other });
  await insertSim(db, { iccid: iccids[5], status: 'retired' });
  return { iccids, input: { first_iccid: iccids[0]!, last_iccid: iccids[5]!, account_id: f.account } };
}
const snapshot = (iccids: string[]) =>
  u.t.database.db.select().from(sims).where(inArray(sims.iccid, iccids)).orderBy(sims.iccid);

describe('Reserve Range', () => {
  it('counts the bodies up, each with its own check digit', () => {
    expect(iccidRange(withCheckDigit('890155500000000009'), withCheckDigit('890155500000000011'))).toEqual([
      withCheckDigit('890155500000000009'),
      withCheckDigit('890155500000000010'),
      withCheckDigit('890155500000000011'),
    ]);
    expect(iccidRange(withCheckDigit('8901555000000000001'), withCheckDigit('8901555000000000002'))).toEqual([
      withCheckDigit('8901555000000000001'),
      withCheckDigit('8901555000000000002'),
    ]);
  });

  it('shows a dry run of every item, changing nothing', async () => {
    const { iccids, input } = await range('89019991112223334');
    const before = await snapshot(iccids);
    const res = await u.dryRun('reserve-range', input);
    expect(res.statusCode).toBe(200);
    const dry = res.json().data;
    expect(dry).toMatchObject({ total: 6, refused: 3 });
    expect(dry.summary).toMatch(/^3 SIMs would be reserved for SIM Family .*; 3 would be refused\.$/);
    expect(dry.items.map((i: { ok: boolean }) => i.ok)).toEqual([true, true, true, false, false, false]);
    expect(dry.items[2].change).toMatch(/^registered with the carrier/);
    expect(await snapshot(iccids)).toEqual(before);
  });

  it('runs as a job: reserves what it can, lists each refusal, progress visible, audited at start and end', async () => {
    const { iccids, input } = await range('89019994445556667');
    const res = await u.run('reserve-range', input);
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ action: 'reserve-range', total: 6, created_by: { id: u.t.demo.users.ops } });
    expect(await u.lastAudit()).toMatchObject({
      accountId: f.account,
      details: { action: 'reserve-range', outcome: 'ok', job_id: job.id },
    });
    await utilityJobsOf(u.t.app.services).idle();
    const shown = await u.t.app.inject({
      method: 'GET',
      url: `/api/utility-jobs/${job.id}`,
      headers: bearer(u.ops),
    });
    expect(shown.json().data).toMatchObject({
      status: 'done',
      done: 6,
      succeeded: 3,
      failed: 3,
      error: null,
    });
    expect(shown.json().data.results.map((r: { item: string; ok: boolean }) => [r.item, r.ok])).toEqual(
      iccids.map((iccid, i) => [iccid, i < 3]),
    );
    for (const iccid of iccids.slice(0, 3))
      expect(await simRow(u.t.database.db, iccid)).toMatchObject({
        status: 'assigned',
        accountId: f.account,
      });
    expect((await simRow(u.t.database.db, iccids[3]!)).accountId).toBe(f.other);
    expect(await u.lastAudit()).toMatchObject({
      details: {
        action: 'reserve-range',
        outcome: 'ok',
        job_id: job.id,
        message: 'Done: 6 items, 3 succeeded, 3 failed.',
      },
    });
    const list = await u.t.app.inject({ method: 'GET', url: '/api/utility-jobs', headers: bearer(u.ops) });
    expect(list.json().data[0]).toMatchObject({ id: job.id, status: 'done' });
  });

  it('refuses ranges of different lengths, backwards, or over the limit, making no job', async () => {
    const first = withCheckDigit('890199977700000000');
    const cases = [
      [
        { first_iccid: first, last_iccid: withCheckDigit('8901999777000000001') },
        'The first and last ICCID must have the same number of digits.',
      ],
      [
        { first_iccid: withCheckDigit('890199977700000009'), last_iccid: first },
        'The last ICCID must not come before the first.',
      ],
      [
        { first_iccid: first, last_iccid: withCheckDigit('890199977700010000') },
        'A range of at most 10,000 items: split it.',
      ],
    ] as const;
    for (const [range, message] of cases) {
      for (const call of [u.run, u.dryRun]) {
        const res = await call('reserve-range', { ...range, account_id: f.account });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await u.lastAudit()).details).toMatchObject({ action: 'reserve-range', outcome: 'refused' });
  });
});
