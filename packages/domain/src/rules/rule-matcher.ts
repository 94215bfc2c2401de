import { compileCondition, type ConditionTest, type RuleCondition } from './rule-conditions.ts';
import type { RuleMessage } from './rule-message.ts';

/** A rule's conditions compiled once, judged for every message of its account. */
export interface RuleMatcher {
  /** Whether the message meets the conditions. */
  matches(message: RuleMessage): boolean;
  /** False when no fix can ever meet them (only event conditions): fixes skip the rule without work. */
  canMatchFix: boolean;
  canMatchEvent: boolean;
  /**
   * The only trackers whose fixes can meet them, when every group that can match a fix names its trackers
   * (tracker_list); null when any tracker's fix might.
   */
  fixTrackers: ReadonlySet<number> | null;
}

/**
 * Splits conditions into groups joined by 'or', each group's conditions joined by 'and': 'and' binds tighter
 * than 'or', as in most languages, so `a or b and c` is `a or (b and c)` and `a and b or c` is `(a and b) or c`.
 * The first condition's operator is ignored; a missing operator is 'and'.
 */
export function conditionGroups<T extends { operator?: 'and' | 'or' | null }>(
  conditions: readonly T[],
): T[][] {
  const groups: T[][] = [];
  conditions.forEach((c, i) => {
    if (i === 0 || c.operator === 'or') groups.push([c]);
    else groups[groups.length - 1]!.push(c);
  });
  return groups;
}

interface Group {
  tests: ConditionTest[];
  fixes: boolean;
  events: boolean;
}

function allOf(tests: ConditionTest[], message: RuleMessage): boolean {
  for (const t of tests) if (!t.test(message)) return false;
  return true;
}

/** The trackers a group admits for fixes: the intersection of its tracker_list conditions, or null (any). */
function groupTrackers(tests: ConditionTest[]): Set<number> | null {
  let admitted: Set<number> | null = null;
  for (const t of tests) {
    const listed = t.trackers;
    if (!listed) continue;
    admitted = admitted
      ? new Set([...(admitted as Set<number>)].filter((id) => listed.has(id)))
      : new Set(listed);
  }
  return admitted;
}

/**
 * Compiles a rule's conditions (see conditionGroups for the precedence, compileCondition for each type) into a
 * matcher. A rule without conditions matches nothing: a rule acts on something it names, never on everything.
 */
export function compileRule(conditions: readonly RuleCondition[]): RuleMatcher {
  const groups: Group[] = conditionGroups(conditions).map((g) => {
    const tests = g.map(compileCondition);
    return { tests, fixes: tests.every((t) => t.fixes), events: tests.every((t) => t.events) };
  });
  const forFixes = groups.filter((g) => g.fixes);
  const forEvents = groups.filter((g) => g.events);
  let fixTrackers: Set<number> | null = new Set();
  for (const g of forFixes) {
    const admitted = groupTrackers(g.tests);
    if (!admitted) {
      fixTrackers = null;
      break;
    }
    for (const id of admitted) fixTrackers.add(id);
  }
  return {
    canMatchFix: forFixes.length > 0,
    canMatchEvent: forEvents.length > 0,
    fixTrackers,
    matches(message) {
      const candidates = message.kind === 'fix' ? forFixes : forEvents;
      for (const g of candidates) if (allOf(g.tests, message)) return true;
      return false;
    },
  };
}
