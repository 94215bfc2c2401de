import type { FastifyPluginAsync } from 'fastify';

/** The billing lifecycle job on every instance: renewals, dunning, cancellations, instalments (issue 29). */
export const billingLifecyclePlugin: FastifyPluginAsync = async () => {};
