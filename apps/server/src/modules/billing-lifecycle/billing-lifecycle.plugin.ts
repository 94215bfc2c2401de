import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { brandLinks } from '../../http/brand-links.ts';
import { configureSubscriptionEffects } from '../subscriptions/subscription-effects-impl.ts';
import { BillingLifecycle } from './billing-lifecycle.ts';

/** Each app's lifecycle job, by its services (tests sweep it with a fake clock: `billingLifecycleOf(app.services)`). */
const jobs = new WeakMap<Services, BillingLifecycle>();

export function billingLifecycleOf(services: Services): BillingLifecycle {
  const job = jobs.get(services);
  if (!job) throw new Error('the billing lifecycle plugin is not registered on this app');
  return job;
}

/**
 * The billing lifecycle's life in the app (docs/decisions/0068): the subscription notices' links, and the job's
 * sweeps on every instance from ready to close (stopped before the database closes).
 */
export const billingLifecyclePlugin: FastifyPluginAsync = async (app) => {
  const { database, payments, outbox } = app.services;
  const links = brandLinks(app.config);
  configureSubscriptionEffects(links);
  const job = new BillingLifecycle(database.db, payments, app.log, {
    links,
    afterCommit: () => outbox.kick(),
  });
  jobs.set(app.services, job);
  app.addHook('onReady', async () => void job.start());
  app.addHook('onClose', async () => job.stop());
};
