import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_TEXTS, envelope, errorBody, order, orderQuery, type OrderStatus } from '@lodestar/contracts';
import { notFound } from '../../http/errors.ts';
import { tags } from './order-http.ts';
import { orderWithParts } from './order-reads.ts';
import { findOrderByUuid } from './orders.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders the customer was sent: a cart, a draft and a cancelled order have no approve page. */
const SENT: readonly OrderStatus[] = ['pending-approval', 'pending', 'ach-requested', 'paid'];

/**
 * The approve-order page's call (spec 3 §2.6; decision 0066): no sign-in, the uuid is the capability. Unknown,
 * malformed, unsent and cancelled uuids answer the same 404, so a link reveals nothing it does not open; the answer
 * carries the order, its addresses, invoice and schedule, and of the account only its id, title and whether it is
 * a business (the payment modal's bank tab).
 */
export const publicOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/public-orders/:uuid',
    {
      schema: {
        tags,
        summary:
          'A sent order by its uuid, for the approve page (no sign-in): with its account’s title, addresses, invoice items and payments always',
        params: z.object({ uuid: z.string().max(64) }),
        querystring: orderQuery,
        response: { 200: envelope(order), 404: errorBody },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const row = UUID.test(uuid) ? await findOrderByUuid(db, uuid.toLowerCase()) : undefined;
      if (!row || !SENT.includes(row.status)) throw notFound(BILLING_TEXTS.notFound);
      const data = await orderWithParts(db, row, {
        account: true,
        billingAddress: true,
        shippingAddress: true,
        invoiceItems: true,
        payments: true,
      });
      return { data };
    },
  );
};
