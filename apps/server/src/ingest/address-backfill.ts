import type { Db } from '../db/database.ts';
import type { AddressBook } from '../integrations/geocoder/address-book.ts';
import { fillAddress } from '../modules/positions/positions-write.repository.ts';

export interface AddressJob {
  deviceId: number;
  fixTime: Date;
  latitude: number;
  longitude: number;
}

/** Lookups at once; remote providers throttle, and addresses are a nicety next to storing positions. */
const CONCURRENCY = 2;
/** Beyond this, new jobs are dropped: a tracker reporting again from the same place gets its address then. */
const MAX_QUEUED = 5_000;

/**
 * Addresses from a remote geocoder, looked up after the position is stored so the tracker's acknowledgement never
 * waits on a third-party HTTP call. The row is updated when the answer comes.
 */
export class AddressBackfill {
  private readonly queue: AddressJob[] = [];
  private active = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly book: AddressBook,
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  enqueue(job: AddressJob): void {
    if (this.stopped || this.queue.length >= MAX_QUEUED) return;
    this.queue.push(job);
    this.pump();
  }

  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void> {
    if (!this.active && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops taking jobs and waits for the running lookups. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.idle();
  }

  private pump() {
    while (this.active < CONCURRENCY && this.queue.length) {
      const job = this.queue.shift()!;
      this.active++;
      void this.run(job).finally(() => {
        this.active--;
        this.pump();
        if (!this.active && !this.queue.length) for (const done of this.idleWaiters.splice(0)) done();
      });
    }
  }

  private async run(job: AddressJob) {
    try {
      const address = await this.book.lookup(job.latitude, job.longitude);
      if (address !== null && !this.stopped) await fillAddress(this.db, job.deviceId, job.fixTime, address);
    } catch (error) {
      this.onError(error);
    }
  }
}
