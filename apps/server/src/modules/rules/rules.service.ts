import { randomBytes } from 'node:crypto';
import {
  PAGE_SIZES,
  RULE_TEXTS,
  type CreateRuleRequest,
  type Rule,
  type RuleBody,
  type RuleListItem,
  type RuleListQuery,
  type PageMeta,
} from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import type { AllowedTargets } from '../../integrations/webhook/allowed-targets.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { canManage, type AccountAccess } from '../accounts/account-access.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { toRuleDto, toRuleWrite } from './rule-dto.ts';
import { requireRuleReferences } from './rule-references.ts';
import {
  countRules,
  deleteRule,
  findRule,
  hasRulesEngine,
  insertRule,
  listRules,
  updateRule,
} from './rules.repository.ts';

/** What rule writes tell: the account's rules changed (the engine's index on every instance, decision 0050). */
export interface RulesChanged {
  changed(accountId: number): void;
}

/** How the rule calls run: where changes are told, and which private webhook targets the operator allows. */
export interface RuleContext {
  db: Db;
  rules?: RulesChanged;
  webhookTargets: AllowedTargets;
}

/** Rules need the account flag has_rules_engine (spec 2 §2, §6). */
export async function requireRulesEngine(db: Db, access: AccountAccess): Promise<void> {
  if (!(await hasRulesEngine(db, access.accountId))) throw forbidden(RULE_TEXTS.flagOff);
}

/** Admins and 'all' members build rules; the devices role only looks (decision 0050). */
function requireRuleManager(access: AccountAccess): void {
  if (!canManage(access)) throw forbidden('Only account administrators can change rules.');
}

/** A new rule's webhook signing secret: 32 random bytes, URL-safe. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** GET /rules-engine?account_id=: the account's rules, newest first, one page. */
export async function listAccountRules(
  db: Db,
  access: AccountAccess,
  query: RuleListQuery,
): Promise<{ data: RuleListItem[]; meta: PageMeta }> {
  await requireRulesEngine(db, access);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZES.tables[0];
  const search = query.search || undefined;
  const [rows, total] = await Promise.all([
    listRules(db, access.accountId, { limit: perPage, offset: (page - 1) * perPage, search }),
    countRules(db, access.accountId, search),
  ]);
  const data = rows.map((r) => ({ id: r.id, name: r.name, created_at: r.createdAt.toISOString() }));
  return { data, meta: pageMeta(page, perPage, total, rows.length) };
}

export async function getRule(db: Db, access: AccountAccess, id: number): Promise<Rule> {
  await requireRulesEngine(db, access);
  const row = await findRule(db, access.accountId, id);
  if (!row) throw notFound(RULE_TEXTS.notFound);
  return toRuleDto(row, canManage(access));
}

/** POST /rules-engine: the rule, with a fresh webhook secret. */
export async function createRule(ctx: RuleContext, access: AccountAccess, body: CreateRuleRequest) {
  await requireRulesEngine(ctx.db, access);
  requireRuleManager(access);
  await requireRuleReferences(ctx.db, access.accountId, body, ctx);
  const row = await insertRule(ctx.db, access.accountId, toRuleWrite(body), newSecret());
  ctx.rules?.changed(access.accountId);
  return toRuleDto(row, true);
}

/** PUT /rules-engine/{id}: replaces the rule's name, switches, conditions and actions; the secret stays. */
export async function replaceRule(ctx: RuleContext, access: AccountAccess, id: number, body: RuleBody) {
  await requireRulesEngine(ctx.db, access);
  requireRuleManager(access);
  await requireRuleReferences(ctx.db, access.accountId, body, ctx);
  const row = await updateRule(ctx.db, access.accountId, id, toRuleWrite(body));
  if (!row) throw notFound(RULE_TEXTS.notFound);
  ctx.rules?.changed(access.accountId);
  return toRuleDto(row, true);
}

/** DELETE /rules-engine/{id}: the rule and its runs go. */
export async function removeRule(ctx: RuleContext, access: AccountAccess, id: number) {
  await requireRulesEngine(ctx.db, access);
  requireRuleManager(access);
  if (!(await deleteRule(ctx.db, access.accountId, id))) throw notFound(RULE_TEXTS.notFound);
  ctx.rules?.changed(access.accountId);
  return { id };
}
