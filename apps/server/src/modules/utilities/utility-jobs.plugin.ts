import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { UtilityJobs } from './utility-jobs.ts';

/** Each app's job runner, by its services (routes kick it; tests wait for it: `utilityJobsOf(app.services)`). */
const runners = new WeakMap<Services, UtilityJobs>();

export function utilityJobsOf(services: Services): UtilityJobs {
  const runner = runners.get(services);
  if (!runner) throw new Error('the utility jobs plugin is not registered on this app');
  return runner;
}

/**
 * The utilities' background jobs on every instance (docs/decisions/0071): claimed one at a time, resumed after a
 * restart; running from ready to close (stopped, letting go of its job, before the database closes).
 */
export const utilityJobsPlugin: FastifyPluginAsync = async (app) => {
  const runner = new UtilityJobs(app.services, app.log);
  runners.set(app.services, runner);
  app.addHook('onReady', async () => void runner.start());
  app.addHook('onClose', async () => runner.stop());
};
