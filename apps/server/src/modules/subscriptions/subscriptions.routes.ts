import type { FastifyPluginAsync } from 'fastify';

/** Subscriptions and products: list, details, cancel, activate, reactivate (issue 29). */
export const subscriptionRoutes: FastifyPluginAsync = async () => {};
