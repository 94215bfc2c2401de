import type { FastifyPluginAsync } from 'fastify';

/** The embedded sandbox provider's browser-facing API (issue 29; only when Stripe is not configured). */
export const sandboxPaymentRoutes: FastifyPluginAsync = async () => {};
