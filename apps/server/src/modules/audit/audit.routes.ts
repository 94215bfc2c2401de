import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPage, auditLogQuery, errorBody } from '@lodestar/contracts';
import { authenticated, requireInternalAdmin } from '../session/auth.plugin.ts';
import { listAuditLog } from './audit.service.ts';

const tags = ['Audit'];

/** The imitation audit trail (decision 0024): internal admins only, signed in as themselves. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/audit-log',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Internal admins: what was done during imitations, newest first (paged, filterable)',
        querystring: auditLogQuery,
        response: { 200: auditLogPage, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      requireInternalAdmin(request, 'Only internal admins, signed in as themselves, can read the audit log.');
      return listAuditLog(db, request.query);
    },
  );
};
