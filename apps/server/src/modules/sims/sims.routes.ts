import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SIM replacement (spec 3 §2.11, §7 SIM replacement; docs/decisions/0070). Placeholder: the calls land next. */
export const simRoutes: FastifyPluginAsyncZod = async () => {};
