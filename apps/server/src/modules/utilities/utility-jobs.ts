import type { UtilityActionId } from '@lodestar/contracts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { Services } from '../../services.ts';
import { utilityActionFor } from './actions/index.ts';
import type { UtilityAction, UtilityContext } from './utility-action.ts';
import { recordUtility } from './utility-audit.ts';
import {
  claimUtilityJob,
  finishUtilityJob,
  recordJobProgress,
  releaseUtilityJob,
  type UtilityJobItemResult,
  type UtilityJobRow,
} from './utility-jobs.repository.ts';
import { asRefusal } from './utility-refusal.ts';

/** A claimed job is ours this long, renewed after every item; a crashed instance's job is resumed after it. */
export const UTILITY_JOB_LOCK_MS = 60_000;
/** How often every instance looks for jobs made on another instance, or left by a stopped one. */
export const UTILITY_JOB_POLL_MS = 5_000;
/** A job keeps its failed items (up to this many: the count stays exact) and its last successes. */
const KEPT_FAILURES = 1_000;
const KEPT_SUCCESSES = 50;

export interface UtilityJobsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface UtilityJobsOptions {
  pollMs?: number;
  lockMs?: number;
  /** the actions by id (tests hand in their own) */
  actionFor?: (id: UtilityActionId) => UtilityAction | undefined;
}

/**
 * The utilities' job runner (docs/decisions/0071) on every instance: claims one job at a time (queued, or running
 * under a lock that ran out), runs its items from its cursor, and records each item's outcome and renews the lock
 * in one conditional write, so a restart or another instance resumes exactly after the last item recorded. It
 * stops between items when the job is cancelled or the instance shuts down (letting go of the lock at once).
 */
export class UtilityJobs {
  private readonly loop: WorkerLoop;
  private halted = false;

  constructor(
    private readonly services: Services,
    private readonly log: UtilityJobsLog,
    private readonly opts: UtilityJobsOptions = {},
  ) {
    this.loop = new WorkerLoop({
      pollMs: opts.pollMs ?? UTILITY_JOB_POLL_MS,
      startStopped: true,
      pass: () => this.runNext(),
      failed: (err, _items, again) => {
        if (again) this.log.warn({ err }, 'utility jobs: could not reach the database; will retry');
        // the job stays claimed until its lock runs out, then any instance resumes it from its cursor
        else this.log.error({ err }, 'utility jobs: a pass failed; the job is resumed after its lock');
      },
    });
  }

  start(): Promise<void> {
    this.halted = false;
    return this.loop.start();
  }

  /** Stops after the item in flight; the job's lock is let go so another instance takes it at once. */
  stop(): Promise<void> {
    this.halted = true;
    return this.loop.stop();
  }

  /** A job was just made: look for it now rather than at the next poll. */
  kick(): void {
    this.loop.kick();
  }

  /** Tests: until nothing runs (after a kick). */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Tests: runs jobs now, even before start(), until none is left to claim. */
  drain(): Promise<void> {
    return this.loop.drain();
  }

  private now = () => new Date();
  private lockFrom = (now: Date) => new Date(now.getTime() + (this.opts.lockMs ?? UTILITY_JOB_LOCK_MS));

  /** One job, to its end or until stopped; answers whether there may be another. */
  private async runNext(): Promise<boolean> {
    if (this.halted) return false;
    const now = this.now();
    const job = await claimUtilityJob(this.services.database.db, now, this.lockFrom(now));
    if (!job) return false;
    await this.run(job);
    return !this.halted;
  }

  private async run(job: UtilityJobRow): Promise<void> {
    const db = this.services.database.db;
    const action = (this.opts.actionFor ?? utilityActionFor)(job.action as UtilityActionId);
    if (!action?.bulk) return this.fail(job, 'This action is not built yet.');
    let { cursor, succeeded, failed, results } = job;
    while (cursor < job.items.length) {
      if (this.halted) return releaseUtilityJob(db, job.id, this.now());
      const item = job.items[cursor]!;
      const context: UtilityContext = {
        services: this.services,
        actor: { adminId: job.createdBy ?? 0 },
        now: this.now(),
      };
      let result: UtilityJobItemResult;
      try {
        result = { item, ok: true, message: await action.runItem(item, job.params as never, context) };
      } catch (err) {
        const refusal = asRefusal(err);
        // an outage is the loop's to wait out; the lock then runs out and the item is tried again
        if (!refusal && isDatabaseUnavailable(err)) throw err;
        if (!refusal) {
          this.log.error({ err, jobId: job.id, item }, 'utility jobs: an item failed with a fault');
          return this.fail(job, err instanceof Error ? err.message : String(err));
        }
        result = { item, ok: false, message: refusal.message };
      }
      if (result.ok) succeeded++;
      else failed++;
      results = keepResults([...results, result]);
      const now = this.now();
      const status = await recordJobProgress(db, job.id, cursor, {
        succeeded,
        failed,
        results,
        lockedUntil: this.lockFrom(now),
        now,
      });
      cursor++;
      // cancelled (its audit entry was written by the cancel), or another instance has taken the job over
      if (status !== 'running') return;
    }
    if (await finishUtilityJob(db, job.id, { status: 'done', now: this.now() }))
      await this.audit(
        job,
        'ok',
        `Done: ${job.items.length} items, ${succeeded} succeeded, ${failed} failed.`,
      );
  }

  private async fail(job: UtilityJobRow, error: string): Promise<void> {
    if (
      await finishUtilityJob(this.services.database.db, job.id, { status: 'failed', error, now: this.now() })
    )
      await this.audit(job, 'failed', `The job stopped: ${error}`);
  }

  private audit(job: UtilityJobRow, outcome: 'ok' | 'failed', message: string) {
    return recordUtility(this.services.database.db, {
      adminId: job.createdBy ?? 0,
      action: job.action as UtilityActionId,
      input: job.params,
      outcome,
      message,
      jobId: job.id,
    });
  }
}

/** Every failure (up to KEPT_FAILURES, the latest) and the last KEPT_SUCCESSES successes, in their order. */
export function keepResults(results: UtilityJobItemResult[]): UtilityJobItemResult[] {
  let failures = 0;
  let successes = 0;
  const kept: UtilityJobItemResult[] = [];
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]!;
    if (r.ok ? successes++ < KEPT_SUCCESSES : failures++ < KEPT_FAILURES) kept.push(r);
  }
  return kept.reverse();
}
