import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelType } from '@lodestar/simulator';
import type { Database, Db } from '../database.ts';
import { replayTrackerEvents } from '../../modules/events/event-replay.ts';
import { seedAddresses, writeHistoryStretch, type HistoryTracker } from './demo-history.ts';
import { historyWindow, recentFrom } from './demo-history-window.ts';
import {
  insertBacklog,
  pendingBacklog,
  removeFromBacklog,
  type BacklogRow,
} from './demo-history-backlog.repository.ts';

/*
 * The demo's history in two parts, so a first start serves within seconds (decision 0029):
 * 1. before listening, each tracker's last few days, which give it its current position and movement state
 *    (what the tracker list and the map show);
 * 2. after listening, the older weeks and the events over the whole history, one tracker per transaction with a
 *    pause between trackers so requests and live reports get the database in between.
 * Each tracker waits in demo_history_backlog until its part 2 commits, in the same transaction, so a restart
 * part-way does both parts again for the trackers left (repeated fixes are stored once) and none twice.
 */

/** Lists the demo trackers' history as still to be written (inside the seed's transaction). */
export async function queueDemoHistory(db: Db, trackers: HistoryTracker[], now: number): Promise<number> {
  const rows: BacklogRow[] = [];
  for (const tracker of trackers) {
    const window = historyWindow(tracker.subscription, tracker.parkedDays, now);
    if (!window) continue;
    rows.push({
      deviceId: tracker.deviceId,
      accountId: tracker.accountId,
      serial: tracker.serial,
      modelType: tracker.modelType,
      historyFrom: new Date(window.from),
      historyTo: new Date(window.to),
      recentFrom: new Date(recentFrom(window)),
      parkedSince: window.parkedSince,
    });
  }
  await insertBacklog(db, rows);
  return rows.length;
}

const stretchOf = (row: BacklogRow, from: Date, to: Date) => ({
  deviceId: row.deviceId,
  serial: row.serial,
  modelType: row.modelType as ModelType,
  parkedSince: row.parkedSince,
  from: from.getTime(),
  to: to.getTime(),
});

/** Part 1: the recent days of every tracker still in the backlog. Returns the positions written. */
export async function writeRecentDemoHistory(database: Database): Promise<number> {
  const addressOf = seedAddresses();
  let positions = 0;
  for (const row of await pendingBacklog(database.db))
    positions += await writeHistoryStretch(
      database.db,
      stretchOf(row, row.recentFrom, row.historyTo),
      addressOf,
    );
  return positions;
}

export interface FillOptions {
  /** Pause between trackers, so the API and live ingest are served while the history fills in. */
  pauseMs?: number;
  /** Checked between trackers: true stops the fill (the server is shutting down). */
  stopped?: () => boolean;
}

/** Part 2: the older weeks and the events of every tracker still in the backlog. Returns the trackers done. */
export async function fillDemoHistory(database: Database, options: FillOptions = {}): Promise<number> {
  const addressOf = seedAddresses();
  let done = 0;
  for (const row of await pendingBacklog(database.db)) {
    if (options.stopped?.()) break;
    await database.db.transaction(async (tx) => {
      await writeHistoryStretch(tx, stretchOf(row, row.historyFrom, row.recentFrom), addressOf);
      // up to the seed's end only: the live detector has seen what the tracker reported since
      await replayTrackerEvents(tx, row.accountId, row.deviceId, row.historyTo);
      await removeFromBacklog(tx, row.deviceId);
    });
    done++;
    if (options.pauseMs) await sleep(options.pauseMs);
  }
  return done;
}

export interface DemoHistoryFill {
  /** Settles when the backlog is empty, or the fill stopped or failed (it logs why). */
  done: Promise<void>;
  /** Stops after the tracker in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

export interface FillLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs part 2 in the background of a serving server. */
export function startDemoHistoryFill(database: Database, log: FillLog, pauseMs = 20): DemoHistoryFill {
  let stopped = false;
  const started = performance.now();
  const done = fillDemoHistory(database, { pauseMs, stopped: () => stopped }).then(
    (trackers) => {
      const ms = Math.round(performance.now() - started);
      if (stopped) log.info({ trackers, ms }, 'demo history stopped part-way; the next start finishes it');
      else if (trackers) log.info({ trackers, ms }, 'demo history written');
    },
    (err: unknown) => log.error({ err }, 'writing the demo history failed; the next start resumes it'),
  );
  return {
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
