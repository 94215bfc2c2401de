import type { Rule, RuleAction, RuleBody, RuleCondition } from '@lodestar/contracts';
import type { RuleRow, RuleWrite } from './rules.repository.ts';

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** A stored rule as the API answers it: flags as 1/0 (spec 2 §3); the secret only for those who may change it. */
export function toRuleDto(row: RuleRow, withSecret: boolean): Rule {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    is_enabled: flag(row.isEnabled),
    throttle_enabled: flag(row.throttleEnabled),
    throttle_hours: row.throttleHours,
    conditions: row.conditions as RuleCondition[],
    actions: row.actions as RuleAction[],
    secret: withSecret ? row.secret : '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns of a validated rule body (the first condition's operator is already gone, see the contract). */
export function toRuleWrite(body: RuleBody): RuleWrite {
  return {
    name: body.name,
    isEnabled: body.is_enabled,
    throttleEnabled: body.throttle_enabled,
    throttleHours: body.throttle_hours ?? null,
    conditions: body.conditions,
    actions: body.actions,
  };
}
