import type { FastifyPluginAsync } from 'fastify';

/**
 * The SIM swaps' life in the app (docs/decisions/0070): confirmation by the tracker's report of its new ICCID,
 * and the sweep that fails swaps not confirmed in time. Placeholder: lands next.
 */
export const simSwapsPlugin: FastifyPluginAsync = async () => {};
