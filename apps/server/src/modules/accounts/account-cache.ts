interface Entry<T> {
  value: T | null;
  loading: Promise<T>;
}

/**
 * Something read per account and kept in memory until the account's data changes: the geofence index, the
 * anchor pins, the ongoing shipments. This instance's writes call `changed`; other instances' arrive through
 * db/account-change-listener.ts. Concurrent readers share one read, a change heard during a read makes the next
 * reader read again, and a failed read is not kept.
 */
export class AccountCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(private readonly read: (accountId: number) => Promise<T>) {}

  /** The account's value if it is read, else undefined (then `load`). */
  peek(accountId: number): T | undefined {
    return this.entries.get(accountId)?.value ?? undefined;
  }

  /** The account's value, read when not kept yet (one read, shared by concurrent callers). */
  load(accountId: number): Promise<T> {
    const found = this.entries.get(accountId);
    if (found) return found.value !== null ? Promise.resolve(found.value) : found.loading;
    const entry: Entry<T> = { value: null, loading: null as never };
    entry.loading = this.read(accountId).then(
      (value) => {
        // a change heard while reading dropped this entry: the next caller reads again
        if (this.entries.get(accountId) === entry) entry.value = value;
        return value;
      },
      (err: unknown) => {
        if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
        throw err;
      },
    );
    this.entries.set(accountId, entry);
    return entry.loading;
  }

  /** Whether the account's value is read and kept. */
  isLoaded(accountId: number): boolean {
    return this.entries.get(accountId)?.value != null;
  }

  /** The account's data changed: read again at its next use. */
  changed(accountId: number): void {
    this.entries.delete(accountId);
  }

  /** Every account is read again (after missing other instances' notices while not listening). */
  changedAll(): void {
    this.entries.clear();
  }
}
