import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { CarrierError, type SimCarrier } from './sim-carrier.ts';

/**
 * The SIM carrier this deployment uses (docs/decisions/0069): 1NCE when its credentials are set, else the embedded
 * sandbox carrier. (Placeholder until the adapters land: every call is refused as unavailable.)
 */
export function createSimCarrier(_config: Config, _db: Db): SimCarrier {
  const away = async (): Promise<never> => {
    throw new CarrierError('The SIM carrier is not available yet.', 'unavailable');
  };
  return {
    name: 'sandbox',
    status: away,
    activate: away,
    deactivate: away,
    swap: away,
    refreshPhoneNumber: away,
  };
}
