import type { FastifyPluginAsync } from 'fastify';

/** Internal admins compose, send and cancel sale orders (issue 29). */
export const adminOrderRoutes: FastifyPluginAsync = async () => {};
