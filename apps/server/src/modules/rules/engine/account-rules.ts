import type { RuleAction, RuleCondition } from '@lodestar/contracts';
import { compileRule, throttleWindowMs, type RuleMatcher } from '@lodestar/domain';

/** A stored enabled rule as the index reads it (rules row, with its actions' zones resolved). */
export interface StoredRule {
  id: number;
  accountId: number;
  name: string;
  throttleEnabled: boolean;
  throttleHours: number | null;
  conditions: RuleCondition[];
  actions: RuleAction[];
  secret: string;
  /** IANA names of the timezone ids its actions name. */
  zones: ReadonlyMap<number, string>;
}

/** One enabled rule, compiled once and judged for every message of its account. */
export interface IndexedRule extends StoredRule {
  matcher: RuleMatcher;
  /** 0 when the throttle is off. */
  windowMs: number;
  /** Whether a condition reads the tracker's name (fixes then need it looked up). */
  needsName: boolean;
}

/**
 * An account's enabled rules arranged for the two kinds of message: fixes find theirs by tracker (rules whose
 * fix-capable groups all name trackers) plus the rules that may match any tracker's fix; events go through the
 * rules that can match an event. A fix of a tracker no rule can match costs two map lookups.
 */
export class AccountRules {
  readonly all: IndexedRule[];
  readonly forEvents: IndexedRule[];
  /** Whether a rule that can match a fix reads the tracker's name (then fixes need names looked up). */
  readonly fixNeedsNames: boolean;
  private readonly fixAny: IndexedRule[] = [];
  private readonly fixByTracker = new Map<number, IndexedRule[]>();
  private readonly merged = new Map<number, IndexedRule[]>();

  constructor(rules: StoredRule[]) {
    this.all = rules.map((r) => ({
      ...r,
      matcher: compileRule(r.conditions),
      windowMs: throttleWindowMs(r.throttleEnabled, r.throttleHours),
      needsName: r.conditions.some((c) => c.type === 'tracker_name'),
    }));
    this.forEvents = this.all.filter((r) => r.matcher.canMatchEvent);
    this.fixNeedsNames = this.all.some((r) => r.needsName && r.matcher.canMatchFix);
    for (const r of this.all) {
      if (!r.matcher.canMatchFix) continue;
      const trackers = r.matcher.fixTrackers;
      if (!trackers) {
        this.fixAny.push(r);
        continue;
      }
      for (const id of trackers) {
        const list = this.fixByTracker.get(id);
        if (list) list.push(r);
        else this.fixByTracker.set(id, [r]);
      }
    }
  }

  /** Whether any rule may match a fix of this tracker (no work at all for the rest). */
  mayMatchFixOf(deviceId: number): boolean {
    return this.fixAny.length > 0 || this.fixByTracker.has(deviceId);
  }

  /** The rules that may match a fix of this tracker, in rule order (merged lists kept: fixes repeat). */
  forFixOf(deviceId: number): IndexedRule[] {
    const listed = this.fixByTracker.get(deviceId);
    if (!listed) return this.fixAny;
    if (!this.fixAny.length) return listed;
    let merged = this.merged.get(deviceId);
    if (!merged)
      this.merged.set(deviceId, (merged = [...this.fixAny, ...listed].sort((a, b) => a.id - b.id)));
    return merged;
  }
}
