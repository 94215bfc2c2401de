import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { SmsMessage, SmsSender } from '../../integrations/sms/sms-sender.ts';
import { WorkerLoop } from '../worker-loop.ts';
import { storedToMessage, type StoredMail } from './enqueue-mail.ts';
import { isPermanentDeliveryError } from './delivery-errors.ts';
import { OutboxQueue, type QueuedDelivery } from './outbox-queue.ts';
import {
  claimDelivery,
  deleteSettled,
  findDue,
  markFailed,
  markRetry,
  markSent,
  type ClaimedDelivery,
} from './outbox.repository.ts';

export interface OutboxLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxOptions {
  /** How often an idle worker looks for due deliveries (another instance's, or retries coming due). */
  pollMs?: number;
  /** The sender's host, for stable Message-IDs. */
  host: string;
  /** Attempts before a delivery is given up as failed. */
  maxAttempts?: number;
  /** Sends the 'sms' channel's deliveries (enqueueSms); without it they fail and are retried. */
  sms?: SmsSender;
}

/** Sends one delivery's payload; throwing retries it with backoff, throwing PermanentDeliveryError gives it up. */
export type ChannelSender = (payload: unknown, delivery: ClaimedDelivery) => Promise<void>;

const FETCH_BATCH = 20;
const RELAY_BATCH = 500;
// a send that takes longer than this is presumed dead and another worker may take the row over
const LEASE_SECONDS = 120;

/**
 * 30 s, 1 min, 2 min ... capped at an hour: a mail server that is down for a while is not hammered. The queue's
 * backoff (30 s doubling, with jitter, at most an hour) follows the same curve; this is its fallback.
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Works the outbox on this instance (docs/decisions/0041, 0047). Every instance runs one. A pass relays due rows
 * to the job queue (pg-boss: one live job per row, whichever instance queued it) and works the jobs it fetches;
 * the queue's claim makes each delivery go to one worker, and the row's own lease guards the send. Passes run on
 * the shared worker loop (jobs/worker-loop.ts): kicked after a commit that queued a delivery, polling for the
 * rest. A database outage only delays delivery: the pass is tried again once the database is back.
 */
export class OutboxWorker {
  private readonly loop: WorkerLoop;
  private lastCleanup = 0;
  private readonly maxAttempts: number;
  private readonly senders = new Map<string, ChannelSender>();
  private readonly queue: OutboxQueue;
  // rows this worker already gave a job, by id, due time and attempts, so a busy outbox is not re-queued on every
  // pass; a claim changes the attempts, so a row whose claimer died is queued again once its lease is over
  private readonly relayed = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly mail: Mailer,
    private readonly log: OutboxLog,
    private readonly opts: OutboxOptions,
  ) {
    this.maxAttempts = opts.maxAttempts ?? 10;
    this.queue = new OutboxQueue(db, {
      maxAttempts: this.maxAttempts,
      leaseSeconds: LEASE_SECONDS,
      onError: (err) => log.warn({ err }, 'outbox: job queue error'),
    });
    this.loop = new WorkerLoop({
      pollMs: opts.pollMs ?? 2000,
      pass: () => this.workUntilEmpty(),
      failed: (err, _items, again) => {
        if (again) this.log.warn({ err }, 'outbox: could not reach the database; will retry');
        else this.log.error({ err }, 'outbox: pass failed; the next poll tries again');
      },
    });
    this.registerChannel('mail', async (payload, delivery) => {
      const message = storedToMessage(payload as StoredMail);
      await this.mail.sendMail({ ...message, messageId: `<outbox-${delivery.id}@${this.opts.host}>` });
    });
    this.registerChannel('sms', async (payload) => {
      if (!this.opts.sms) throw new Error('no SMS sender configured');
      await this.opts.sms.send(payload as SmsMessage);
    });
  }

  /**
   * Sends the deliveries of `channel` with `sender` (a module registers its channel once, at start-up). A
   * delivery of a channel nobody registered waits, retried with backoff, for an instance that has it.
   */
  registerChannel(channel: string, sender: ChannelSender): void {
    this.senders.set(channel, sender);
  }

  /**
   * Starts polling; `stop()` ends it. Resolves after the first pass (the job queue's schema is installed then),
   * so an app is ready only once its outbox is; a failed pass is logged and tried again.
   */
  start(): Promise<void> {
    return this.loop.start();
  }

  /** Stops polling, lets a running pass finish, stops the job queue and closes the mail transport. */
  async stop(): Promise<void> {
    // after stop the transport is closed: what is queued now waits for the next start, on this or another instance
    await this.loop.stop();
    await this.queue.stop();
    this.mail.close();
  }

  /** Looks for due deliveries now (after a transaction that queued one has committed). Never throws. */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves when no pass is running: tests and shutdown. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Sends everything due now and waits for it: what tests call instead of waiting for a poll. */
  drain(): Promise<void> {
    // after stop the job queue is stopped and the transport closed: nothing is sent until the next start
    return this.loop.stopping ? this.loop.idle() : this.loop.drain();
  }

  private async workUntilEmpty(): Promise<void> {
    await this.queue.ready();
    await this.relayDue();
    for (;;) {
      const jobs = await this.queue.fetch(FETCH_BATCH);
      if (jobs.length === 0) break;
      for (const job of jobs) await this.deliver(job);
    }
    if (Date.now() - this.lastCleanup > 3_600_000) {
      this.lastCleanup = Date.now();
      await deleteSettled(this.db, 30);
    }
  }

  /**
   * Every due, unleased pending row gets a live job: rows just inserted, rows whose retry was moved earlier, and
   * rows whose job was lost (a worker that died after claiming the row, rows queued before pg-boss).
   */
  private async relayDue(): Promise<void> {
    if (this.relayed.size > 10_000) this.relayed.clear();
    for (const row of await findDue(this.db, RELAY_BATCH)) {
      const key = `${row.id}@${row.nextAttemptAt.getTime()}#${row.attempts}`;
      if (this.relayed.has(key)) continue;
      if (await this.queue.schedule(row.id, row.nextAttemptAt)) this.relayed.add(key);
    }
  }

  private async deliver(job: QueuedDelivery): Promise<void> {
    const delivery = await claimDelivery(this.db, job.outboxId, LEASE_SECONDS);
    // sent meanwhile, moved later, or leased by another worker: this job is done; the relay gives the row a new
    // one when it is due and free again
    if (!delivery) return this.queue.complete(job);
    try {
      const sender = this.senders.get(delivery.channel);
      if (!sender) throw new Error(`no sender for the '${delivery.channel}' channel on this instance`);
      await sender(delivery.payload, delivery);
    } catch (err) {
      await this.failed(job, delivery, err);
      return;
    }
    // sent but not marked (the database went away this instant) means one more send after the lease: the
    // Message-ID (and a webhook's X-Lodestar-Delivery) stays the same, so the recipient can drop the repeat
    await markSent(this.db, delivery.id);
    await this.queue.complete(job);
  }

  private async failed(job: QueuedDelivery, delivery: ClaimedDelivery, err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    const giveUp = isPermanentDeliveryError(err) || delivery.attempts >= this.maxAttempts;
    const retryAt = giveUp ? null : await this.queue.retry(job, reason);
    this.log[retryAt ? 'warn' : 'error'](
      { err, outboxId: delivery.id, attempts: delivery.attempts },
      'outbox: send failed',
    );
    if (retryAt) {
      await markRetry(this.db, delivery.id, reason, retryAt);
      this.relayed.add(`${delivery.id}@${retryAt.getTime()}#${delivery.attempts}`);
      return;
    }
    await markFailed(this.db, delivery.id, reason, null);
    if (giveUp) await this.queue.giveUp(job);
  }
}
