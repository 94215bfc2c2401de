import type { FastifyPluginAsync } from 'fastify';
import { AccountChangeListener } from '../../../db/account-change-listener.ts';
import { RULES_CHANNEL } from './rule-index.ts';

/**
 * The rules engine's life in the app: its handler of stored events on the event dispatcher; on PostgreSQL the
 * listener that keeps this instance's rule index true to other instances' rule writes; on close, the fixes still
 * queued are judged.
 */
export const rulesEnginePlugin: FastifyPluginAsync = async (app) => {
  const { pool } = app.services.database;
  const engine = app.services.rules;
  const unregister = app.services.eventDispatch.register('rules', engine.eventHandler);
  app.addHook('onClose', async () => unregister());
  if (pool) {
    // what the listener hears only drops this instance's copy (telling the others again would echo for ever)
    const cache = {
      changed: (id: number) => engine.forgetAccount(id),
      changedAll: () => engine.changedAll(),
    };
    const changes = new AccountChangeListener(pool, RULES_CHANNEL, cache, app.log);
    app.addHook('onReady', async () => changes.start());
    app.addHook('onClose', async () => changes.stop());
  }
  app.addHook('onClose', async () => engine.close());
};
