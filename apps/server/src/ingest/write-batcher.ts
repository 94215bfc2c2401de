export interface WriteBatcherOptions {
  /** Rows per write at most. */
  maxBatch: number;
  /** How long the first row of a quiet period waits for company before it is written alone. */
  delayMs: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects items from concurrent requests and writes them together: one write at a time, and whatever arrived
 * while a write ran goes into the next one. Under load batches grow by themselves (the database does one
 * statement per batch, not per row); when quiet, a row waits at most `delayMs`. Each caller's promise settles
 * only after the write that carried its item finished.
 */
export class WriteBatcher<In, Out> {
  private pending: Waiting<In, Out>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly options: WriteBatcherOptions,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.running) return;
      if (this.pending.length >= this.options.maxBatch) this.start();
      else this.timer ??= setTimeout(() => this.start(), this.options.delayMs);
    });
  }

  /** Writes everything waiting and resolves when no write is running (shutdown, tests). */
  async drain(): Promise<void> {
    this.start();
    while (this.running) await this.running;
  }

  private start() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || !this.pending.length) return;
    this.running = this.loop();
  }

  private async loop() {
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      try {
        const out = await this.write(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(out[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.running = null;
  }
}
