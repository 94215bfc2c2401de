import type { RuleRunOutcome } from '@lodestar/contracts';
import { throttledReason } from '@lodestar/domain';
import type { Db } from '../../../db/database.ts';
import { linkBaseOf, type BrandLinks } from '../../../http/brand-links.ts';
import { isB2bAccount } from '../../accounts/accounts.repository.ts';
import type { IndexedRule } from './account-rules.ts';
import { findFiringDetails } from './firing-details.repository.ts';
import type { JudgedMessage } from './judged-message.ts';
import { enqueueActions, planActions, type PlannedAction } from './rule-actions.ts';
import { insertRuleRun, pruneRuleRuns } from './rule-runs.repository.ts';
import { claimThrottle } from './rule-throttles.repository.ts';

/** A rule's runs are pruned at every this many runs it records on this instance. */
const PRUNE_EVERY = 50;

export interface FiringResult {
  outcome: RuleRunOutcome | null;
  /** A command waits in the tracker's dialog for its next report. */
  commandQueued: boolean;
}

interface KnownThrottle {
  /** Epoch ms until which the rule may not fire again for the tracker. */
  until: number;
  /** Whether this instance recorded the window's throttled run already (one per window, not one per fix). */
  reported: boolean;
}

const key = (ruleId: number, deviceId: number) => `${ruleId}:${deviceId}`;

const zoneOfRule = (rule: IndexedRule) => {
  for (const a of rule.actions) if ('timezone_id' in a) return rule.zones.get(a.timezone_id) ?? null;
  return null;
};

const isAction = (p: PlannedAction) => p.kind !== 'skipped' && p.kind !== 'failed';

/**
 * Fires a rule for a message it matched (docs/decisions/0051): claims the throttle shared by every instance,
 * decides each action, records the run (fired, throttled, failed or skipped, with the reason) and puts the actions
 * into the outbox with the run's id, all in the caller's transaction. What it knows of throttles is also kept in
 * memory, so a throttled rule on a 1 Hz fix stream neither queries nor records a run for every fix: the window's
 * first throttled judgement records one run, the rest are quiet.
 */
export class RuleFiring {
  private readonly throttles = new Map<string, KnownThrottle>();
  private readonly runsSincePrune = new Map<number, number>();

  /** links: each brand's address; a rule's mail links to its account's brand (a business account's own host). */
  constructor(private readonly links: BrandLinks) {}

  /** True when this instance knows the rule is throttled for the tracker and has said so already: no work. */
  isQuiet(rule: IndexedRule, deviceId: number, now = Date.now()): boolean {
    if (!rule.windowMs) return false;
    const known = this.throttles.get(key(rule.id, deviceId));
    return known !== undefined && known.reported && known.until > now;
  }

  /** Forgets what is known of throttles (a rule changed, or a firing's transaction failed). */
  forget(ruleId?: number, deviceId?: number): void {
    if (ruleId === undefined || deviceId === undefined) this.throttles.clear();
    else this.throttles.delete(key(ruleId, deviceId));
  }

  async fire(db: Db, rule: IndexedRule, m: JudgedMessage): Promise<FiringResult> {
    const now = Date.now();
    const quiet: FiringResult = { outcome: null, commandQueued: false };
    const run = {
      ruleId: rule.id,
      accountId: m.accountId,
      deviceId: m.deviceId,
      eventId: m.eventId,
      positionId: m.positionId,
    };
    if (rule.windowMs) {
      const k = key(rule.id, m.deviceId);
      let known = this.throttles.get(k);
      if (!known || known.until <= now) {
        // an own claim is not remembered: the caller's transaction may still roll back; the next message's
        // refused claim (a committed firing) is
        const claim = await claimThrottle(db, rule.id, m.deviceId, rule.windowMs);
        if (claim.claimed) return this.act(db, rule, m, run);
        known = { until: claim.lastFiredAt.getTime() + rule.windowMs, reported: false };
        this.throttles.set(k, known);
      }
      if (known.reported) return quiet;
      known.reported = true;
      const reason = throttledReason(new Date(known.until - rule.windowMs), rule.windowMs, zoneOfRule(rule));
      await this.record(db, { ...run, outcome: 'throttled', reason });
      return { outcome: 'throttled', commandQueued: false };
    }
    return this.act(db, rule, m, run);
  }

  private async act(
    db: Db,
    rule: IndexedRule,
    m: JudgedMessage,
    run: Omit<Parameters<typeof insertRuleRun>[1], 'outcome' | 'reason'>,
  ): Promise<FiringResult> {
    const details = await findFiringDetails(db, m.deviceId, m.positionId, m.geofenceId ?? null);
    // the tracker was deleted since: nothing to act on
    if (!details) return { outcome: null, commandQueued: false };
    const planned = await planActions(db, rule, details);
    const actions = planned.filter(isAction);
    const notes = planned.flatMap((p) => (p.kind === 'skipped' || p.kind === 'failed' ? [p.reason] : []));
    const outcome: RuleRunOutcome = actions.length
      ? 'fired'
      : planned.some((p) => p.kind === 'failed')
        ? 'failed'
        : 'skipped';
    const runId = await this.record(db, { ...run, outcome, reason: notes.join('; ') || null });
    const values = {
      trackerName: details.trackerName,
      event: m.description ?? 'Position',
      time: m.time,
      latitude: details.latitude,
      longitude: details.longitude,
      address: details.address,
      geofence: details.geofenceName,
    };
    const commandQueued = await enqueueActions(db, actions, {
      rule,
      runId,
      message: m,
      details,
      values,
      firedAt: new Date(),
      publicUrl: actions.some((a) => a.kind === 'mail')
        ? linkBaseOf(this.links, await isB2bAccount(db, m.accountId))
        : this.links.consumer,
    });
    return { outcome, commandQueued };
  }

  private async record(db: Db, run: Parameters<typeof insertRuleRun>[1]): Promise<number> {
    const id = await insertRuleRun(db, run);
    const count = (this.runsSincePrune.get(run.ruleId) ?? 0) + 1;
    this.runsSincePrune.set(run.ruleId, count % PRUNE_EVERY);
    if (count >= PRUNE_EVERY) await pruneRuleRuns(db, run.ruleId);
    return id;
  }
}
