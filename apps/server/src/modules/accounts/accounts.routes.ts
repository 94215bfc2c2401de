import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, apiTokenResponse, envelope, errorBody } from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { requireAuth, requireOwnSignIn } from '../session/auth.plugin.ts';
import { resolveAccountAccess } from './account-access.ts';
import { getAccount, resetApiToken } from './accounts.service.ts';
import { parseRouteId } from './route-id.ts';

/**
 * Registers `routes` under /accounts/:accountId with request.account resolved before anything else runs:
 * 401 without a session, 404 for an id that is not a positive integer, 403/404 without access (account-access.ts).
 * Every account-scoped module plugs in the same way, e.g. in app.ts inside the /api scope:
 *
 *   await api.register(accountScope(geofenceAccountRoutes));   // geofenceAccountRoutes: app.get('/geofences', ...)
 *
 * Handlers then read request.account (role, deviceIds) and never look at the accountId param themselves.
 */
export function accountScope(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(
      async (scope: FastifyInstance) => {
        scope.addHook('onRequest', async (request) => {
          requireAuth(request);
          const accountId = parseRouteId((request.params as { accountId?: string }).accountId);
          if (accountId === null) throw notFound('Account not found.');
          request.account = await resolveAccountAccess(scope.services.database.db, request, accountId);
        });
        await scope.register(routes);
      },
      { prefix: '/accounts/:accountId' },
    );
  };
}

const tags = ['Account'];

/** The account itself and its API token (spec 3 §7); its members are modules/users/account-users.routes.ts. */
const accountOwnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The account with its flags and settings',
        response: { 200: envelope(account), 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await getAccount(db, request.account) }),
  );

  app.post(
    '/reset-token',
    {
      schema: {
        tags,
        summary: "Issue the account's API token (admins; needs has_api_access); the old one stops working",
        response: { 200: envelope(apiTokenResponse), 403: errorBody },
      },
    },
    async (request) => {
      requireOwnSignIn(request, "account's API token");
      const apiToken = await resetApiToken(db, request.account);
      // the old token's sockets (they watch this account) are checked now and close, on every instance
      app.services.realtime.sessionsEnded({ accountIds: [request.account.accountId] });
      return { data: { api_token: apiToken } };
    },
  );
};

export const accountRoutes: FastifyPluginAsyncZod = accountScope(accountOwnRoutes);
