import type { FastifyPluginAsync } from 'fastify';

/** Orders, their payments and invoices, the public approve-order answer (issue 29). */
export const orderRoutes: FastifyPluginAsync = async () => {};
