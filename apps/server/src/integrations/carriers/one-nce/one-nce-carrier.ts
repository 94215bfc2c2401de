import { CarrierError, type CarrierSim, type SimCarrier } from '../sim-carrier.ts';
import { OneNceApi, OneNceError, type OneNceApiOptions } from './one-nce-api.ts';
import { carrierSimOf, oneNceSim, oneNceSimId, type OneNceSim } from './one-nce-sim.ts';

/**
 * 1NCE, an IoT SIM sold for trackers (docs/decisions/0069), through its Management API v2: a SIM is read with
 * GET /v2/sims/{iccid} and switched with PUT /v2/sims/{iccid} {status: Enabled | Disabled}. Each change reads the
 * SIM first and asks 1NCE only when the SIM is not already as wanted, so a repeated call changes nothing; 1NCE
 * answers a PUT once it has taken the change, so an enabled SIM is reported active at once.
 */
export class OneNceCarrier implements SimCarrier {
  readonly name = '1nce';
  private readonly api: OneNceApi;

  constructor(options: OneNceApiOptions) {
    this.api = new OneNceApi(options);
  }

  async status(iccid: string): Promise<CarrierSim> {
    return carrierSimOf(iccid, await this.read(iccid));
  }

  async activate(iccid: string): Promise<CarrierSim> {
    const sim = await this.read(iccid);
    if (sim.status === 'Enabled') return carrierSimOf(iccid, sim);
    await this.write(iccid, 'Enabled');
    return carrierSimOf(iccid, { ...sim, status: 'Enabled' });
  }

  async deactivate(iccid: string): Promise<CarrierSim> {
    const sim = await this.read(iccid);
    if (sim.status === 'Disabled') return carrierSimOf(iccid, sim);
    await this.write(iccid, 'Disabled');
    // it was enabled, so this is the end of its service, not a new SIM
    return { ...carrierSimOf(iccid, sim), state: 'deactivated' };
  }

  /**
   * The new SIM is enabled first, then the old one disabled, so the tracker is never without service. An old SIM
   * 1NCE does not know (the tracker came with another carrier's SIM) has nothing to disable here.
   */
  async swap(from: string | null, to: string): Promise<CarrierSim> {
    if (from === to) throw new CarrierError('A SIM cannot replace itself.', 'refused');
    const next = await this.activate(to);
    if (from !== null) {
      try {
        await this.deactivate(from);
      } catch (error) {
        if (!(error instanceof OneNceError && error.httpStatus === 404)) throw error;
      }
    }
    return next;
  }

  async refreshPhoneNumber(iccid: string): Promise<CarrierSim> {
    return this.status(iccid);
  }

  private async read(iccid: string): Promise<OneNceSim> {
    const answer = oneNceSim.safeParse(await this.api.request('GET', simPath(iccid)));
    if (!answer.success) {
      throw new CarrierError(
        'The SIM carrier (1NCE) gave an answer we could not read. Try again later.',
        'unavailable',
      );
    }
    return answer.data;
  }

  private async write(iccid: string, status: 'Enabled' | 'Disabled'): Promise<void> {
    await this.api.request('PUT', simPath(iccid), { iccid: oneNceSimId(iccid), status });
  }
}

const simPath = (iccid: string) => `/v2/sims/${encodeURIComponent(oneNceSimId(iccid))}`;
