import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The internal admin's utilities (spec 3 §2.12; docs/decisions/0071). Placeholder: the calls land next. */
export const utilityRoutes: FastifyPluginAsyncZod = async () => {};
