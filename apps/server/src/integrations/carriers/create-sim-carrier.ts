import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { OneNceCarrier } from './one-nce/one-nce-carrier.ts';
import { SandboxCarrier } from './sandbox/sandbox-carrier.ts';
import type { SimCarrier } from './sim-carrier.ts';

/**
 * The SIM carrier this deployment uses (docs/decisions/0069): 1NCE when its API credentials are set, else the
 * embedded sandbox carrier, which keeps its books in the shared database.
 */
export function createSimCarrier(config: Config, db: Db): SimCarrier {
  if (config.CARRIER_1NCE_CLIENT_ID && config.CARRIER_1NCE_CLIENT_SECRET) {
    return new OneNceCarrier({
      clientId: config.CARRIER_1NCE_CLIENT_ID,
      clientSecret: config.CARRIER_1NCE_CLIENT_SECRET,
      apiUrl: config.CARRIER_1NCE_API_URL,
    });
  }
  return new SandboxCarrier(db, { activationMs: config.SANDBOX_CARRIER_ACTIVATION_MS });
}
