import type { FastifyPluginAsync } from 'fastify';

/** Payment methods, paying an order (card, ACH), provider webhooks and callbacks, the charge channel (issue 29). */
export const billingPlugin: FastifyPluginAsync = async () => {};
