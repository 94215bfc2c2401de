import { isDatabaseUnavailable } from './database-errors.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

export interface StartLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * Applies the migrations, waiting for the database if it cannot be reached yet: a server started together with
 * its database (a reboot, a compose file, a Kubernetes rollout) retries with growing delays and says so in the
 * log, rather than exiting. Any other failure (a broken migration) is thrown: retrying would not fix it.
 */
export async function migrateWhenReachable(
  database: Database,
  log: StartLog,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const applied = await migrate(database);
      if (attempt > 0) log.info({ attempts: attempt + 1 }, 'database reachable: migrations applied');
      return applied;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
      const { code, message } = err as { code?: string; message?: string };
      log.warn(
        { code, reason: message, retryInMs: delay },
        'database not reachable yet; retrying (the server starts once it answers)',
      );
      await wait(delay);
    }
  }
}
