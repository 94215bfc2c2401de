import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOrders } from './account-orders.routes.ts';
import { invoiceRoutes } from './invoice/invoice.routes.ts';
import { orderDetailRoutes } from './order-details.routes.ts';
import { publicOrderRoutes } from './public-orders.routes.ts';

/** Orders, their payments and invoices, the public approve-order answer (issue 29; decision 0066). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountOrders);
  await app.register(orderDetailRoutes);
  await app.register(publicOrderRoutes);
  await app.register(invoiceRoutes);
};
