import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  order,
  orderPage,
  orderQuery,
  payment,
  subscription,
  subscriptionOrdersQuery,
} from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { authenticated } from '../session/auth.plugin.ts';
import { accessToAccountOf, accessToOrder, routeIdOr404 } from './order-access.ts';
import { refusals, tags } from './order-http.ts';
import { orderIncludes, orderWithParts } from './order-reads.ts';
import { orderSubscriptionDto } from './order-subscription-dto.ts';
import { findOrderSubscriptions, findSubscriptionAccount } from './order-subscriptions.repository.ts';
import { listOrderPayments, listSubscriptionOrders } from './orders.service.ts';

const params = z.object({ orderId: z.string() });
const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';

/** One order, its payments and its subscriptions, and a subscription's orders (spec 3 §7). */
export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/orders/:orderId',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          'An order with its lines and summary; include=account,billingAddress,shippingAddress,invoiceItems,payments (admin and all roles)',
        params,
        querystring: orderQuery,
        response: { 200: envelope(order), ...refusals },
      },
    },
    async (request) => {
      const { order: row } = await accessToOrder(db, request, request.params.orderId);
      return { data: await orderWithParts(db, row, orderIncludes(request.query.include)) };
    },
  );

  app.get(
    '/orders/:orderId/payments',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'The order’s payment schedule, first payment first, each with its invoice number',
        params,
        response: { 200: envelope(z.array(payment)), ...refusals },
      },
    },
    async (request) => {
      const { order: row } = await accessToOrder(db, request, request.params.orderId);
      return { data: await listOrderPayments(db, row.id) };
    },
  );

  app.get(
    '/orders/:orderId/subscriptions',
    {
      onRequest: authenticated,
      schema: {
        tags: ['Subscription'],
        summary:
          'The subscriptions the order made, renews or reactivates, each with its tracker (the order page’s table)',
        params,
        response: { 200: envelope(z.array(subscription)), ...refusals },
      },
    },
    async (request) => {
      const { order: row } = await accessToOrder(db, request, request.params.orderId);
      return { data: (await findOrderSubscriptions(db, row)).map(orderSubscriptionDto) };
    },
  );

  app.get(
    '/subscriptions/:subscriptionId/orders',
    {
      onRequest: authenticated,
      schema: {
        tags: ['Subscription'],
        summary:
          'The subscription’s orders, newest first, one page: the sale that made it, its renewals, its reactivation',
        params: z.object({ subscriptionId: z.string() }),
        querystring: subscriptionOrdersQuery,
        response: { 200: orderPage, ...refusals },
      },
    },
    async (request) => {
      const id = routeIdOr404(request.params.subscriptionId, SUBSCRIPTION_NOT_FOUND);
      const accountId = await findSubscriptionAccount(db, id);
      if (accountId === undefined) throw notFound(SUBSCRIPTION_NOT_FOUND);
      await accessToAccountOf(db, request, accountId, SUBSCRIPTION_NOT_FOUND);
      return listSubscriptionOrders(db, { id, accountId }, request.query);
    },
  );
};
