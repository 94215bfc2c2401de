import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services.ts';
import { SimSwapWatch } from './sim-swap-watch.ts';
import { requestSimSwap } from './sim-swap.service.ts';

/** Each app's swap watch, by its services (tests sweep it with a fake clock: `simSwapWatchOf(app.services)`). */
const watches = new WeakMap<Services, SimSwapWatch>();

export function simSwapWatchOf(services: Services): SimSwapWatch {
  const watch = watches.get(services);
  if (!watch) throw new Error('the SIM swaps plugin is not registered on this app');
  return watch;
}

/**
 * A swap asked for through this app (the customer's wizard, the admin's Swap SIM utility): `requestSimSwap` with
 * the configured confirmation time, then this instance's watch looks for the new ICCID at once.
 */
export async function swapTrackerSim(
  services: Services,
  input: { accountId: number; deviceId: number; iccid: string; requestedBy: number; now: Date },
) {
  const swap = await requestSimSwap(services.database.db, services.carrier, {
    ...input,
    confirmMinutes: services.config.SIM_SWAP_CONFIRM_MINUTES,
  });
  simSwapWatchOf(services).swapRequested(swap.device_id, swap.iccid);
  return swap;
}

/**
 * The SIM swaps' life in the app (docs/decisions/0070): confirmation by the tracker's report of its new ICCID,
 * and the sweep that fails swaps not confirmed in time, on every instance from ready to close.
 */
export const simSwapsPlugin: FastifyPluginAsync = async (app) => {
  const { database, positionBus } = app.services;
  const watch = new SimSwapWatch(database.db, positionBus, app.log);
  watches.set(app.services, watch);
  app.addHook('onReady', async () => void watch.start());
  app.addHook('onClose', async () => watch.stop());
};
