import type { FastifyPluginAsync } from 'fastify';

/**
 * The utilities' background jobs on every instance (docs/decisions/0071): claimed one at a time, resumed after a
 * restart. Placeholder: lands next.
 */
export const utilityJobsPlugin: FastifyPluginAsync = async () => {};
