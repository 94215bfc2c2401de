import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRuleRequest,
  envelope,
  errorBody,
  rule,
  ruleBody,
  ruleListQuery,
  ruleListResponse,
  ruleRunsQuery,
  ruleRunsResponse,
  ruleTracker,
  ruleTrackerQuery,
} from '@lodestar/contracts';
import { parseAllowedTargets } from '../../integrations/webhook/allowed-targets.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { accessToAccount, accessToRule } from './rule-access.ts';
import { listRuleRuns, lookUpRuleTrackers } from './rule-runs.service.ts';
import {
  createRule,
  getRule,
  listAccountRules,
  removeRule,
  replaceRule,
  type RuleContext,
} from './rules.service.ts';

const tags = ['Rules'];
const ruleParams = z.object({ id: z.string() });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Rules of the rules engine (spec 2 §2 Rules, §7; docs/decisions/0050). Need the account flag has_rules_engine. */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  // 401 before the body or query is looked at
  app.addHook('onRequest', authenticated);
  const ctx: RuleContext = {
    db,
    // the engine's index (modules/rules/engine) is told of every change, on every instance
    rules: app.services.rules,
    webhookTargets: parseAllowedTargets(app.config.WEBHOOK_ALLOWED_HOSTS),
  };

  app.get(
    '/rules-engine',
    {
      schema: {
        tags,
        summary: "An account's rules, newest first (account_id; page, per_page, search)",
        querystring: ruleListQuery,
        response: { 200: ruleListResponse, ...refusals },
      },
    },
    async (request) =>
      listAccountRules(db, await accessToAccount(db, request, request.query.account_id), request.query),
  );

  app.post(
    '/rules-engine',
    {
      schema: {
        tags,
        summary: 'Create a rule in the account of account_id (admin and all)',
        body: createRuleRequest,
        response: { 201: envelope(rule), ...refusals },
      },
    },
    async (request, reply) => {
      const access = await accessToAccount(db, request, request.body.account_id);
      return reply.code(201).send({ data: await createRule(ctx, access, request.body) });
    },
  );

  app.get(
    '/rules-engine/trackers',
    {
      schema: {
        tags,
        summary:
          'Rule builder tracker search: active trackers by name, serial or IMEI (search), or names of ids',
        querystring: ruleTrackerQuery,
        response: { 200: envelope(z.array(ruleTracker)), ...refusals },
      },
    },
    async (request) => ({
      data: await lookUpRuleTrackers(
        db,
        await accessToAccount(db, request, request.query.account_id),
        request.query,
      ),
    }),
  );

  app.get(
    '/rules-engine/:id',
    {
      schema: {
        tags,
        summary: 'One rule with its conditions, actions and webhook secret',
        params: ruleParams,
        response: { 200: envelope(rule), ...refusals },
      },
    },
    async (request) => {
      const { access, ruleId } = await accessToRule(db, request, request.params.id);
      return { data: await getRule(db, access, ruleId) };
    },
  );

  app.put(
    '/rules-engine/:id',
    {
      schema: {
        tags,
        summary: 'Replace a rule (admin and all); its webhook secret stays',
        params: ruleParams,
        body: ruleBody,
        response: { 200: envelope(rule), ...refusals },
      },
    },
    async (request) => {
      const { access, ruleId } = await accessToRule(db, request, request.params.id);
      return { data: await replaceRule(ctx, access, ruleId, request.body) };
    },
  );

  app.delete(
    '/rules-engine/:id',
    {
      schema: {
        tags,
        summary: 'Delete a rule and its runs (admin and all)',
        params: ruleParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => {
      const { access, ruleId } = await accessToRule(db, request, request.params.id);
      return { data: await removeRule(ctx, access, ruleId) };
    },
  );

  app.get(
    '/rules-engine/:id/runs',
    {
      schema: {
        tags,
        summary:
          "A rule's runs, newest first (fired, throttled, failed, skipped, with the deliveries of fired ones)",
        params: ruleParams,
        querystring: ruleRunsQuery,
        response: { 200: ruleRunsResponse, ...refusals },
      },
    },
    async (request) => {
      const { access, ruleId } = await accessToRule(db, request, request.params.id);
      return listRuleRuns(db, access, ruleId, request.query);
    },
  );
};
