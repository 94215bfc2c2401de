import { WorkerLoop } from '../../jobs/worker-loop.ts';
import type { FileStore } from './file-store.ts';

export interface FileCleanupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const EVERY_MS = 3_600_000;

/**
 * Removes expired generated files once an hour on every instance, and once as the instance starts. Each pass is
 * one DELETE of rows past their time, so instances cleaning at the same moment only share the work: no instance
 * has to be the one that cleans.
 */
export class FileCleanup {
  private readonly loop: WorkerLoop;

  constructor(store: FileStore, log: FileCleanupLog, everyMs = EVERY_MS) {
    this.loop = new WorkerLoop({
      pollMs: everyMs,
      startStopped: true,
      pass: async () => {
        const removed = await store.removeExpired();
        if (removed) log.info({ removed }, 'generated files: removed expired files');
      },
      failed: (err) => log.warn({ err }, 'generated files: cleanup failed; the next pass tries again'),
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
