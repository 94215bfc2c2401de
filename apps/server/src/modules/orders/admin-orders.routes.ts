import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrder,
  adminOrderListQuery,
  adminOrderPage,
  draftOrderBody,
  envelope,
  errorBody,
  product,
} from '@lodestar/contracts';
import { brandLinks } from '../../http/brand-links.ts';
import { requireInternalAdmin } from '../session/auth.plugin.ts';
import { findProducts } from './admin-products.repository.ts';
import {
  ADMIN_ORDER_TEXTS,
  adminOrder as readAdminOrder,
  createDraftOrder,
  listAdminOrders,
  updateDraftOrder,
} from './admin-orders.service.ts';
import { routeIdOr404 } from './order-access.ts';
import { cancelOrder } from './order-cancelling.ts';
import { sendOrder } from './order-sending.ts';

const tags = ['Internal admin'];
const orderParams = z.object({ orderId: z.string() });
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody } as const;
const writeRefusals = { ...refusals, 409: errorBody, 422: errorBody } as const;

/** Before anything is read or validated: a customer sending a sale's body learns only that it is not theirs. */
async function internalAdminsOnly(request: FastifyRequest) {
  requireInternalAdmin(
    request,
    'Only internal admins, signed in as themselves, compose and send sales orders.',
  );
}

const orderIdOf = (raw: string) => routeIdOr404(raw, ADMIN_ORDER_TEXTS.notFound);

/**
 * The internal admin's sales (issue 29 item 5; decision 0066): the catalogue, every account's orders, composing a
 * draft for an account, sending it to the account's admins to approve and pay, and cancelling it before it is paid.
 * Every write is on the audit trail (an internal admin's writes always are, modules/audit).
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  // where the approve-order mail links to: the account's own brand host, as every mail does
  const links = brandLinks(app.services.config);

  app.get(
    '/admin/products',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary:
          'The catalogue: hardware, service plans (with their 1- and 12-month prices), live audio, shipping',
        response: { 200: envelope(z.array(product)), ...refusals },
      },
    },
    async () => ({ data: await findProducts(db) }),
  );

  app.get(
    '/admin/orders',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary: 'Every account’s orders, drafts included, newest first, one page (account_id, status)',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderPage, ...refusals },
      },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  app.post(
    '/admin/accounts/:accountId/orders',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary:
          'Compose a draft sale for the account: lines priced from the catalogue now (a service at its plan for its months), the account’s addresses (its defaults when not given)',
        params: z.object({ accountId: z.string() }),
        body: draftOrderBody,
        response: { 201: envelope(adminOrder), ...writeRefusals },
      },
    },
    async (request, reply) => {
      const accountId = routeIdOr404(request.params.accountId, ADMIN_ORDER_TEXTS.accountNotFound);
      const auth = requireInternalAdmin(request);
      const data = await createDraftOrder(db, { userId: auth.user.id }, accountId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/admin/orders/:orderId',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary: 'An order with everything: lines, summary, account, addresses, invoice items, payments',
        params: orderParams,
        response: { 200: envelope(adminOrder), ...refusals },
      },
    },
    async (request) => ({ data: await readAdminOrder(db, orderIdOf(request.params.orderId)) }),
  );

  app.put(
    '/admin/orders/:orderId',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary: 'Compose a draft again from the body (its lines repriced); a sent order cannot change (409)',
        params: orderParams,
        body: draftOrderBody,
        response: { 200: envelope(adminOrder), ...writeRefusals },
      },
    },
    async (request) => ({
      data: await updateDraftOrder(db, orderIdOf(request.params.orderId), request.body),
    }),
  );

  app.post(
    '/admin/orders/:orderId/send',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary:
          'Send a draft: it becomes pending-approval with its addresses kept, its payment schedule made, and a mail with the approve-order link to each of the account’s admins',
        params: orderParams,
        response: { 200: envelope(adminOrder), ...writeRefusals },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await sendOrder(db, links, orderId);
      app.services.outbox.kick();
      return { data: await readAdminOrder(db, orderId) };
    },
  );

  app.post(
    '/admin/orders/:orderId/cancel',
    {
      onRequest: internalAdminsOnly,
      schema: {
        tags,
        summary:
          'Cancel a draft, or a sent order whose payments have not started (none made, settling or begun by the customer)',
        params: orderParams,
        response: { 200: envelope(adminOrder), ...writeRefusals },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await cancelOrder(db, orderId);
      return { data: await readAdminOrder(db, orderId) };
    },
  );
};
