import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderListQuery, orderPage } from '@lodestar/contracts';
import { accountScope } from '../accounts/accounts.routes.ts';
import { refusals, tags } from './order-http.ts';
import { listAccountOrders } from './orders.service.ts';

/** The status filter also as the table lists send filters (spec 3 §7: `search[status]=value`). */
const accountOrderQuery = orderListQuery.extend({ 'search[status]': orderListQuery.shape.status });

/** The Order History table (spec 3 §2.4, §7 Orders and payments). */
const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'The account’s orders, newest first, one page (page, per_page, status or search[status]); include=orderItemsCount adds the line count, include=draft adds carts and drafts (admin and all roles)',
        querystring: accountOrderQuery,
        response: { 200: orderPage, ...refusals },
      },
    },
    async (request) => {
      const { 'search[status]': searched, ...query } = request.query;
      return listAccountOrders(db, request.account, { ...query, status: searched ?? query.status });
    },
  );
};

export const accountOrders = accountScope(accountOrderRoutes);
