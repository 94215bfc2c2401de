import type { FastifyPluginAsync } from 'fastify';
import { dwellContacts } from './dwell-contacts.ts';

/**
 * The dwell alerts' life in the app (docs/decisions/0065): the geofence contacts' handler on the event
 * dispatcher, and the job's sweeps from ready to close (stopped before the database closes).
 */
export const dwellAlertsPlugin: FastifyPluginAsync = async (app) => {
  const unregister = app.services.eventDispatch.register('dwell-contacts', dwellContacts);
  app.addHook('onReady', async () => void app.services.dwellAlerts.start());
  app.addHook('onClose', async () => {
    unregister();
    await app.services.dwellAlerts.stop();
  });
};
