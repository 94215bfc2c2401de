import type { SimulatorLog } from './simulator-log.ts';

/** Where the simulator learns which SIM each tracker should report (`iccid=`): serial → ICCID. */
export type IccidSource = () => Promise<ReadonlyMap<string, string>>;

export interface IccidRefresh {
  /** The ICCID the tracker reports now, if any. */
  iccidOf(serial: string): string | undefined;
  stop(): Promise<void>;
}

// a source that keeps failing (the database down) is mentioned once a minute, not every refresh
const FAILURE_LOG_MS = 60_000;

/**
 * Asks `source` now and every `everyMs` which ICCID each tracker reports; `changed(serial)` hears of a tracker
 * whose ICCID is new or different (a tracker with a new SIM registers and reports at once). Refreshes never
 * overlap; a failed one keeps the last answer.
 */
export function startIccidRefresh(
  source: IccidSource,
  everyMs: number,
  changed: (serial: string) => void,
  log?: SimulatorLog,
): IccidRefresh {
  let current: ReadonlyMap<string, string> = new Map();
  let running: Promise<void> | undefined;
  let lastWarned = 0;
  const refresh = () => {
    running ??= source()
      .then((next) => {
        const before = current;
        current = next;
        for (const [serial, iccid] of next) if (before.get(serial) !== iccid) changed(serial);
      })
      .catch((err: unknown) => {
        if (Date.now() - lastWarned < FAILURE_LOG_MS) return;
        lastWarned = Date.now();
        log?.warn(`simulator: the trackers' ICCIDs could not be read: ${(err as Error).message}`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  refresh();
  const timer = setInterval(refresh, everyMs);
  timer.unref();
  return {
    iccidOf: (serial) => current.get(serial),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
