import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, notificationSettingsAnswer, saveNotificationSettingsRequest } from '@lodestar/contracts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';

const tags = ['Notification settings'];
const refusals = { 403: errorBody, 404: errorBody, 422: errorBody };

/** The caller's own notification settings in an account (spec 2 §2 Alerts, §3, §7; docs/decisions/0048). */
const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/user-settings',
    {
      schema: {
        tags,
        summary:
          'Your notification settings in the account, defaults applied (subscription and billing only for an admin of a B2B account)',
        response: { 200: notificationSettingsAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await getNotificationSettings(db, request.account) }),
  );

  app.post(
    '/user-settings',
    {
      schema: {
        tags,
        summary:
          'Change your notification settings (a list of code and value; codes left out keep their value); answers them all',
        body: saveNotificationSettingsRequest,
        response: { 200: notificationSettingsAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await updateNotificationSettings(db, request.account, request.body) }),
  );
};

export const notificationSettingsRoutes: FastifyPluginAsyncZod = accountScope(userSettingsRoutes);
