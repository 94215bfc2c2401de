import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sessionRoutes: FastifyPluginAsyncZod = async () => {};
