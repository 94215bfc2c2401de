import type { Db } from '../../../db/database.ts';
import type { LocalPositions, StoredFix } from '../../../realtime/position-bus.ts';
import { WorkerLoop } from '../../../jobs/worker-loop.ts';
import type { IndexedRule } from './account-rules.ts';
import type { RuleIndex } from './rule-index.ts';
import type { RuleFiring } from './rule-firing.ts';
import { TrackerNames } from './tracker-names.ts';

/** Fixes are gathered this long and judged together, like the geofence detector's (one pass a few times a second). */
export const GATHER_MS = 200;

export interface FixJudgeSink {
  /** Fires a matched rule for a fix in its own transaction; errors are the sink's to handle. */
  fire(rule: IndexedRule, accountId: number, fix: StoredFix): Promise<void>;
  error(err: unknown): void;
}

/**
 * Judges the fixes this instance stored against their account's rules (docs/decisions/0051), off the ingest path:
 * listens to the bus's local side, and a batch of an account whose rules cannot match any of its trackers' fixes
 * is dropped at once (a map lookup per fix), so an account without such rules costs nothing more. The rest is
 * gathered and judged a few times a second; only fixes that match a rule (and are not known to be throttled)
 * reach the database.
 */
export class RuleFixJudge {
  private readonly gathering: WorkerLoop<LocalPositions>;
  /** Names for tracker_name conditions, kept a minute (tracker-names.ts). */
  readonly names: TrackerNames;

  constructor(
    db: Db,
    private readonly index: RuleIndex,
    private readonly firing: RuleFiring,
    private readonly sink: FixJudgeSink,
  ) {
    this.names = new TrackerNames(db);
    this.gathering = new WorkerLoop<LocalPositions>({
      gatherMs: GATHER_MS,
      pass: (batches) => this.judge(batches),
      failed: (err, _batches, again) => {
        // an outage while reading the rules: these fixes are judged again when it is back
        if (!again) this.sink.error(err);
      },
    });
  }

  enqueue(batch: LocalPositions[]): void {
    const wanted = batch.filter((b) => {
      const rules = this.index.peek(b.accountId);
      return !rules || b.fixes.some((f) => rules.mayMatchFixOf(f.deviceId));
    });
    if (!wanted.length) return;
    this.gathering.add(wanted);
  }

  idle(): Promise<void> {
    return this.gathering.idle();
  }

  close(): Promise<void> {
    return this.gathering.stop();
  }

  private async judge(batches: LocalPositions[]) {
    const candidates: { accountId: number; fix: StoredFix; rules: IndexedRule[] }[] = [];
    const named = new Set<number>();
    for (const { accountId, fixes } of batches) {
      const rules = this.index.peek(accountId) ?? (await this.index.load(accountId));
      for (const fix of fixes) {
        const list = rules.forFixOf(fix.deviceId);
        if (!list.length) continue;
        candidates.push({ accountId, fix, rules: list });
        if (rules.fixNeedsNames) named.add(fix.deviceId);
      }
    }
    if (!candidates.length) return;
    const names = named.size ? await this.names.of(named) : new Map<number, string>();
    const now = Date.now();
    for (const { accountId, fix, rules } of candidates) {
      const message = {
        kind: 'fix' as const,
        trackerId: fix.deviceId,
        trackerName: names.get(fix.deviceId) ?? '',
      };
      for (const rule of rules) {
        if (!rule.matcher.matches(message) || this.firing.isQuiet(rule, fix.deviceId, now)) continue;
        await this.sink.fire(rule, accountId, fix);
      }
    }
  }
}
