import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RuleAction, RuleCondition } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { accounts, rules, timezones } from '../../../db/schema/index.ts';
import type { StoredRule } from './account-rules.ts';

/**
 * The account's enabled rules, oldest first, with the IANA names of the zones their actions use; none when the
 * account does not have the rules engine (has_rules_engine).
 */
export async function findEnabledRules(db: Db, accountId: number): Promise<StoredRule[]> {
  const rows = await db
    .select({
      id: rules.id,
      accountId: rules.accountId,
      name: rules.name,
      throttleEnabled: rules.throttleEnabled,
      throttleHours: rules.throttleHours,
      conditions: rules.conditions,
      actions: rules.actions,
      secret: rules.secret,
    })
    .from(rules)
    // an account without the rules engine keeps its rules, but they do not act
    .innerJoin(accounts, and(eq(accounts.id, rules.accountId), eq(accounts.hasRulesEngine, true)))
    .where(and(eq(rules.accountId, accountId), eq(rules.isEnabled, true)))
    .orderBy(asc(rules.id));
  const zoneIds = new Set<number>();
  for (const r of rows)
    for (const a of r.actions as RuleAction[]) if ('timezone_id' in a) zoneIds.add(a.timezone_id);
  const zones = new Map<number, string>();
  if (zoneIds.size) {
    const found = await db
      .select({ id: timezones.id, identifier: timezones.identifier })
      .from(timezones)
      .where(inArray(timezones.id, [...zoneIds]));
    for (const z of found) zones.set(z.id, z.identifier);
  }
  return rows.map((r) => ({
    ...r,
    conditions: r.conditions as RuleCondition[],
    actions: r.actions as RuleAction[],
    zones,
  }));
}
