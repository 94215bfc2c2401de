import type { Db } from '../../db/database.ts';
import type { BrandLinks } from '../../http/brand-links.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { StepContext, StepResult } from './lifecycle-step.ts';
import { renewDue, retryDunning } from './renewal-steps.ts';
import { cancelDue, chargeInstalments, startOnFirstReport } from './subscription-steps.ts';

/** How often every instance sweeps (renewals are due by the day; a minute is prompt enough). */
export const BILLING_SWEEP_MS = 60_000;
/** Rows one step claims per transaction; a full batch is followed by the next at once. */
const BATCH = 100;

export interface BillingLifecycleLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BillingLifecycleOptions {
  pollMs?: number;
  batch?: number;
  /** where notices link to (null: the path alone) */
  links: BrandLinks | null;
  /** after a transaction that queued charges or mail: the outbox sends them now rather than at its next poll */
  afterCommit: () => void;
}

/** What one sweep did, step by step. */
export type SweepCounts = Record<(typeof STEPS)[number][0] | 'settled', number>;

const STEPS = [
  ['started', startOnFirstReport],
  ['cancelled', cancelDue],
  ['renewed', renewDue],
  ['retried', retryDunning],
  ['instalments', chargeInstalments],
] as const satisfies readonly (readonly [string, (tx: Db, c: StepContext) => Promise<StepResult>])[];

/**
 * The billing lifecycle job (docs/decisions/0068) on every instance, on the shared worker loop: each sweep starts
 * subscriptions whose tracker has reported, ends pending cancellations, makes the renewal orders due, tries the
 * dunning retries due, charges the instalments due, and lets the sandbox settle its bank payments. All its state is
 * in the database and each step claims its rows (SKIP LOCKED, conditional updates, the one-renewal-per-period
 * index), so any number of instances can sweep at once and a restart resumes where the last sweep stopped.
 */
export class BillingLifecycle {
  private readonly loop: WorkerLoop;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: BillingLifecycleLog,
    private readonly opts: BillingLifecycleOptions,
  ) {
    this.batch = opts.batch ?? BATCH;
    this.loop = new WorkerLoop({
      pollMs: opts.pollMs ?? BILLING_SWEEP_MS,
      startStopped: true,
      pass: async () => void (await this.sweep(new Date())),
      failed: (err, _items, again) => {
        if (again) this.log.warn({ err }, 'billing lifecycle: could not reach the database; will retry');
        // nothing is lost: what the sweep did not finish is still due, and the next sweep takes it
        else this.log.error({ err }, 'billing lifecycle: sweep failed; the next one tries again');
      },
    });
  }

  /** Starts the sweeps (every instance runs them). Resolves after the first. */
  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One full sweep at `now` (tests drive it with a fake clock). */
  async sweep(now: Date): Promise<SweepCounts> {
    const counts = { settled: 0 } as SweepCounts;
    // bank payments first: their outcomes decide what is still due
    if ('settleDue' in this.provider && typeof this.provider.settleDue === 'function')
      counts.settled = await (this.provider.settleDue as (now: Date) => Promise<number>)(now);
    for (const [name, step] of STEPS) counts[name] = await this.runStep(step, now);
    return counts;
  }

  /** A step's batches, each in its own transaction, until a batch comes back short. */
  private async runStep(step: (tx: Db, c: StepContext) => Promise<StepResult>, now: Date): Promise<number> {
    const context: StepContext = {
      now,
      limit: this.batch,
      links: this.opts.links,
      // one subscription's fault must not hold up the others: it is logged, and stays due for the next sweep
      failed: (err, what) =>
        this.log.error({ err, ...what }, 'billing lifecycle: could not handle one subscription'),
    };
    let total = 0;
    for (;;) {
      const result = await this.db.transaction((tx) => step(tx, context));
      total += result.done;
      if (result.done) this.opts.afterCommit();
      if (result.claimed < this.batch || !result.done) return total;
    }
  }
}
