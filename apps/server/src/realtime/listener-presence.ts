import type pg from 'pg';
import { countOtherListeners } from './listeners.repository.ts';

/** How often an instance counts the other instances listening; one that starts meanwhile says hello at once. */
export const PRESENCE_CHECK_MS = 2000;

/**
 * Whether any other instance listens on this database, so a lone instance (the usual single server) can skip
 * sending NOTIFY payloads nobody reads: at thousands of positions a second, encoding them, the database's
 * notification queue and hearing them back cost several microseconds a position. Listening connections are
 * told apart by their application name; this instance's own is left out by its backend pid. A new instance
 * announces itself (`heard`) as soon as it listens, before it serves anyone; one that stops is noticed at the
 * next count. Until the first count, and whenever counting fails, the answer is yes: a wasted NOTIFY is
 * cheaper than a position another instance's screens never see.
 */
export class ListenerPresence {
  private others = true;
  private hellos = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly applicationName: string,
    private readonly ownPid: () => number | null,
  ) {}

  get anyoneElse(): boolean {
    return this.others;
  }

  /** Another instance said hello on the channel. */
  heard() {
    this.hellos++;
    this.others = true;
  }

  /** Counts now, then every PRESENCE_CHECK_MS until stopped. */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.count(), PRESENCE_CHECK_MS);
    this.timer.unref();
    await this.count();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async count() {
    const hellosBefore = this.hellos;
    try {
      const others = await countOtherListeners(this.pool, this.applicationName, this.ownPid());
      // a hello heard while counting is newer than the count
      if (this.hellos === hellosBefore) this.others = others > 0;
    } catch {
      this.others = true;
    }
  }
}
