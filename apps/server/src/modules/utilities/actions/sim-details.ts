import type { SimRef } from '../../sims/sim-stock.service.ts';

/** A SIM as a result panel shows it. */
export const simDetails = (sim: SimRef) => ({
  iccid: sim.iccid,
  status: sim.status,
  account_id: sim.accountId,
  device_id: sim.deviceId,
  phone: sim.phone,
});
