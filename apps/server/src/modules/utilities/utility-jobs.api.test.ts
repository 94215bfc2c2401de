import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, utilityJobs } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import type { BulkUtilityAction } from './utility-action.ts';
import { keepResults, UtilityJobs } from './utility-jobs.ts';
import { utilityJobsOf } from './utility-jobs.plugin.ts';
import { insertUtilityJob } from './utility-jobs.repository.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
  // the app's own runner would take these jobs with the real action: the tests run their own runners
  await utilityJobsOf(t.app.services).stop();
});
afterAll(() => t.close());

const quiet = { warn: () => {}, error: () => {} };

/** A bulk action of the test's own: counts each item's runs; 'bad' is refused, 'boom' is a fault. */
function countingAction(before?: (item: string | number) => Promise<void> | void) {
  const runs = new Map<string | number, number>();
  const action: BulkUtilityAction<'reserve-range'> = {
    id: 'reserve-range',
    bulk: true,
    items: async () => [],
    dryRun: async () => ({ summary: '', total: 0, refused: 0, items: [] }),
    async runItem(item) {
      await before?.(item);
      runs.set(item, (runs.get(item) ?? 0) + 1);
      if (item === 'bad') throw badRequest('Bad item.');
      if (item === 'boom') throw new Error('The disk is on fire.');
      return `did ${item}`;
    },
  };
  return { action, runs };
}
const runnerWith = (action: BulkUtilityAction<'reserve-range'>) =>
  new UtilityJobs(t.app.services, quiet, { actionFor: () => action });
const newJob = (items: (string | number)[]) =>
  insertUtilityJob(t.database.db, {
    action: 'reserve-range',
    params: { n: items.length },
    items,
    createdBy: t.demo.users.ops,
  });
const show = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/utility-jobs/${id}`, headers: bearer(ops) })).json().data;
const jobAudits = async (jobId: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'utility'))
      .orderBy(desc(auditLog.id))
  )
    .map((r) => r.details as { job_id?: number; outcome: string; message: string })
    .filter((d) => d.job_id === jobId);
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the utility job runner', () => {
  it('runs every item once, keeps refused items as failures, and shows progress while it runs', async () => {
    const held = gate();
    const { action, runs } = countingAction((item) => (item === 'c' ? held.opened : undefined));
    const job = await newJob(['a', 'bad', 'c', 'd']);
    const running = runnerWith(action).drain();
    await vi.waitFor(async () => expect(await show(job.id)).toMatchObject({ status: 'running', done: 2 }));
    expect((await show(job.id)).results).toEqual([
      { item: 'a', ok: true, message: 'did a' },
      { item: 'bad', ok: false, message: 'Bad item.' },
    ]);
    held.open();
    await running;
    expect(await show(job.id)).toMatchObject({ status: 'done', total: 4, done: 4, succeeded: 3, failed: 1 });
    expect([...runs.values()]).toEqual([1, 1, 1, 1]);
    expect((await jobAudits(job.id))[0]).toMatchObject({
      outcome: 'ok',
      message: 'Done: 4 items, 3 succeeded, 1 failed.',
    });
  });

  it('fails the job on a fault that is not an item refusal, running nothing after it', async () => {
    const { action, runs } = countingAction();
    const job = await newJob(['a', 'boom', 'c']);
    await runnerWith(action).drain();
    expect(await show(job.id)).toMatchObject({ status: 'failed', error: 'The disk is on fire.', done: 1 });
    expect(runs.has('c')).toBe(false);
    expect((await jobAudits(job.id))[0]).toMatchObject({ outcome: 'failed' });
  });

  it('stops before the next item when cancelled; a finished job cannot be cancelled', async () => {
    const held = gate();
    const { action, runs } = countingAction((item) => (item === 'b' ? held.opened : undefined));
    const job = await newJob(['a', 'b', 'c', 'd']);
    const running = runnerWith(action).drain();
    await vi.waitFor(async () => expect((await show(job.id)).done).toBe(1));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/utility-jobs/${job.id}/cancel`,
      headers: bearer(ops),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    held.open();
    await running;
    // the item in flight is counted; none after it ran
    expect(await show(job.id)).toMatchObject({ status: 'cancelled', done: 2 });
    expect(runs.has('c')).toBe(false);
    expect((await jobAudits(job.id))[0]).toMatchObject({
      outcome: 'ok',
      message: 'Cancelled with 1 of 4 items done.',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/utility-jobs/${job.id}/cancel`,
      headers: bearer(ops),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job has already ended (cancelled).');
  });

  it('a cancelled queued job is never run', async () => {
    const { action, runs } = countingAction();
    const job = await newJob(['a']);
    await t.app.inject({ method: 'POST', url: `/api/utility-jobs/${job.id}/cancel`, headers: bearer(ops) });
    await runnerWith(action).drain();
    expect(runs.size).toBe(0);
    expect((await show(job.id)).status).toBe('cancelled');
  });

  it('resumes after a restart: another instance finishes from the cursor, no item done twice', async () => {
    const first: { runner?: UtilityJobs } = {};
    const { action, runs } = countingAction((item) => {
      // the instance shuts down while item 3 runs
      if (item === 3) void first.runner!.stop();
    });
    const job = await newJob([1, 2, 3, 4, 5, 6]);
    first.runner = runnerWith(action);
    await first.runner.drain();
    const stopped = await show(job.id);
    expect(stopped).toMatchObject({ status: 'running', done: 3 });
    // it let go of the lock: the next instance takes the job at once
    const [row] = await t.database.db.select().from(utilityJobs).where(eq(utilityJobs.id, job.id));
    expect(row!.lockedUntil).toBeNull();
    await runnerWith(action).drain();
    expect(await show(job.id)).toMatchObject({ status: 'done', done: 6, succeeded: 6 });
    expect([...runs.entries()]).toEqual([1, 2, 3, 4, 5, 6].map((i) => [i, 1]));
  });

  it("takes over a crashed instance's job once its lock has run out, and not before", async () => {
    const { action, runs } = countingAction();
    const job = await newJob(['a', 'b', 'c', 'd']);
    const set = (lockedUntil: Date) =>
      t.database.db
        .update(utilityJobs)
        .set({ status: 'running', cursor: 2, succeeded: 2, lockedUntil })
        .where(eq(utilityJobs.id, job.id));
    await set(new Date(Date.now() + 60_000));
    await runnerWith(action).drain();
    expect(runs.size).toBe(0);
    await set(new Date(Date.now() - 1_000));
    await runnerWith(action).drain();
    expect(await show(job.id)).toMatchObject({ status: 'done', done: 4, succeeded: 4 });
    expect([...runs.keys()]).toEqual(['c', 'd']);
  });
});

describe('keepResults', () => {
  it('keeps every failure and the last 50 successes, in order', () => {
    const results = [
      { item: 'x', ok: false, message: 'no' },
      ...Array.from({ length: 60 }, (_, i) => ({ item: i, ok: true, message: 'ok' })),
      { item: 'y', ok: false, message: 'no' },
    ];
    const kept = keepResults(results);
    expect(kept).toHaveLength(52);
    expect(kept[0]!.item).toBe('x');
    expect(kept[1]!.item).toBe(10);
    expect(kept.at(-1)!.item).toBe('y');
  });
});
