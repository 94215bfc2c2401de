export interface WriteBatcherOptions {
  /** Rows per write at most. */
  maxBatch: number;
  /** How long the first row of a quiet period waits for company before it is written alone. */
  delayMs: number;
  /** Writes that may run at once. */
  writers: number;
  /** While a write runs, another starts only once this many rows wait (small writes cost more per row). */
  overlapFrom: number;
  /**
   * Whether a failed write may have failed for one of its items alone (docs/decisions/0022): the write is then
   * split in halves, written one after the other, until the failing items are alone, so only their callers
   * see the error. Without it (or when it says no) every caller of the write gets the error.
   */
  splitWhen?: (error: unknown) => boolean;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects items from concurrent requests and writes them together: whatever arrives while writes run goes
 * into the next one, so under load batches grow by themselves (the database does one statement per batch, not
 * per row); when quiet, a row waits at most `delayMs`. With `writers` above one, a further write starts while
 * one runs once `overlapFrom` rows wait, so the server prepares and answers batches while the database works
 * on another. Items with the same key (`keyOf`) are never in two writes at once: they are written in the order
 * they arrived, one write after the other. Each caller's promise settles only after the write that carried
 * its item finished.
 */
export class WriteBatcher<In, Out> {
  private pending: Waiting<In, Out>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private readonly inWrite = new Set<unknown>();
  private idle: (() => void)[] = [];

  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly options: WriteBatcherOptions,
    private readonly keyOf: (item: In) => unknown = (item) => item,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      const { maxBatch, writers, overlapFrom } = this.options;
      if (this.running === 0) {
        if (this.pending.length >= maxBatch) this.start();
        else this.timer ??= setTimeout(() => this.start(), this.options.delayMs);
      } else if (this.running < writers && this.pending.length >= overlapFrom) this.start();
    });
  }

  /** Writes everything waiting and resolves when no write is running (shutdown, tests). */
  async drain(): Promise<void> {
    this.start();
    while (this.running || this.pending.length) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private start() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running >= this.options.writers || !this.pending.length) return;
    const batch = this.takeBatch();
    if (!batch.length) return;
    const keys = batch.map((w) => this.keyOf(w.item));
    for (const key of keys) this.inWrite.add(key);
    this.running++;
    void this.run(batch).finally(() => {
      for (const key of keys) this.inWrite.delete(key);
      this.running--;
      this.start();
      if (!this.running && !this.pending.length) for (const resolve of this.idle.splice(0)) resolve();
    });
  }

  /** The oldest waiting items whose key no running write holds, up to maxBatch; the others keep waiting. */
  private takeBatch(): Waiting<In, Out>[] {
    const { maxBatch } = this.options;
    if (this.running === 0) return this.pending.splice(0, maxBatch);
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    for (const waiting of this.pending) {
      if (batch.length < maxBatch && !this.inWrite.has(this.keyOf(waiting.item))) batch.push(waiting);
      else rest.push(waiting);
    }
    this.pending = rest;
    return batch;
  }

  /**
   * Writes `batch` and settles its callers. A failed write the options say may be one item's fault is written
   * again in halves, the first half before the second, so a key's items still go in the order they arrived, and
   * within the keys this write holds. Returns the error that failed the whole batch when splitting cannot help
   * (the database is away): the rest of a split is then failed with it, not tried item by item.
   */
  private async run(batch: Waiting<In, Out>[]): Promise<{ error: unknown } | undefined> {
    try {
      const out = await this.write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(out[i]!));
      return undefined;
    } catch (error) {
      if (batch.length > 1 && this.options.splitWhen?.(error)) {
        const half = Math.ceil(batch.length / 2);
        const failed = await this.run(batch.slice(0, half));
        if (!failed) return this.run(batch.slice(half));
        for (const w of batch.slice(half)) w.reject(failed.error);
        return failed;
      }
      for (const w of batch) w.reject(error);
      return this.options.splitWhen?.(error) ? undefined : { error };
    }
  }
}
