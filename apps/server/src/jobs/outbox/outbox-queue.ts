import { PgBoss, fromPglite, type Db as BossDb, type PGliteLike } from 'pg-boss';
import type { Db } from '../../db/database.ts';

const QUEUE = 'outbox';

export interface QueuedDelivery {
  jobId: string;
  outboxId: number;
}

/** pg-boss on the connection the app already has: the PGlite instance, or the PostgreSQL pool. */
function bossDatabase(db: Db): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as Partial<PGliteLike>).exec === 'function')
    return { db: fromPglite(client as PGliteLike), backend: 'pglite' };
  const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  return { db: { executeSql: (text, values) => pool.query(text, values) }, backend: 'postgres' };
}

/**
 * The job queue under the outbox (docs/decisions/0047): pg-boss carries only the outbox row's id and does the
 * claiming (SKIP LOCKED, one live job per row with the `exclusive` policy), retries with backoff, and the expiry
 * of a job whose worker died. The outbox row stays the record of what was sent.
 */
export class OutboxQueue {
  private readonly boss: PgBoss;
  private starting: Promise<void> | null = null;

  constructor(
    db: Db,
    private readonly opts: { maxAttempts: number; leaseSeconds: number; onError: (err: unknown) => void },
  ) {
    this.boss = new PgBoss({
      ...bossDatabase(db),
      schedule: false,
      registerInstance: false,
    });
    this.boss.on('error', opts.onError);
  }

  /** Installs or migrates pg-boss's schema (once, under its advisory lock) and the queue; idempotent. */
  ready(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      await this.boss.createQueue(QUEUE, {
        policy: 'exclusive',
        retryLimit: this.opts.maxAttempts - 1,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: this.opts.leaseSeconds,
      });
    })().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  /**
   * Makes sure the row has a job due at `at`: moves a waiting one (a retry brought forward) or adds one. A row
   * whose job is being worked right now (or was, by a worker that died: until pg-boss expires it) is left to it;
   * answers false then.
   */
  async schedule(outboxId: number, at: Date): Promise<boolean> {
    const done = await this.boss.upsert(QUEUE, { id: outboxId }, { singletonKey: String(outboxId), startAfter: at });
    return done.inserted + done.updated > 0;
  }

  async fetch(limit: number): Promise<QueuedDelivery[]> {
    const jobs = await this.boss.fetch<{ id: number }>(QUEUE, { batchSize: limit });
    return jobs.map((j) => ({ jobId: j.id, outboxId: Number(j.data.id) }));
  }

  async complete(job: QueuedDelivery): Promise<void> {
    await this.boss.complete(QUEUE, job.jobId);
  }

  /** Given up (a permanent failure, or the last attempt): the job ends cancelled, the row says why. */
  async giveUp(job: QueuedDelivery): Promise<void> {
    await this.boss.cancel(QUEUE, job.jobId);
  }

  /** A failed attempt: pg-boss schedules the retry with its backoff; answers when, or null when it gave up. */
  async retry(job: QueuedDelivery, reason: string): Promise<Date | null> {
    await this.boss.fail(QUEUE, job.jobId, { message: reason });
    const [after] = await this.boss.findJobs(QUEUE, { id: job.jobId });
    return after?.state === 'retry' ? new Date(after.startAfter) : null;
  }

  async stop(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => {});
    await this.boss.stop({ graceful: false, close: false });
    this.starting = null;
  }
}
