import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsSeen as alertsSeenBody, errorBody, unreadAlertsCount } from '@lodestar/contracts';
import { alertsSeen, unreadAlerts } from './alert-reads.service.ts';

const tags = ['Alerts'];

/** The unread count behind the navigation's Alerts badge, and marking Recent Alerts seen (docs/decisions/0052). */
export const alertReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/alerts/unread-count',
    {
      schema: {
        tags,
        summary: `Events you may see since you last opened Recent Alerts (at most 100: show 99+); never opened: the last day's`,
        response: { 200: unreadAlertsCount, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => unreadAlerts(db, request.account),
  );

  app.put(
    '/alerts/seen',
    {
      schema: {
        tags,
        summary: 'You opened Recent Alerts: the unread count starts again from zero',
        response: { 200: alertsSeenBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => alertsSeen(db, request.account),
  );
};
