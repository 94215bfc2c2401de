/**
 * Runs tasks with the same key one after another on this instance (a payment's Pay Now submissions): the second
 * finds what the first made instead of asking the provider again. Other instances are kept in step by the
 * database and the provider's idempotency keys; this only spares the provider the duplicate call.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.then(task, task);
    const tail = mine.catch(() => {});
    this.tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
