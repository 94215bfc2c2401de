import { iccidProblem, SANDBOX_CARRIER_MESSAGES, sandboxCarrierBehaviour } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { CarrierError, type CarrierSim, type SimCarrier } from '../sim-carrier.ts';
import { lockSims, readSim, updateSim } from './sandbox-carrier-books.repository.ts';
import { sandboxPhoneNumber, stateAt, type SandboxSimRow } from './sandbox-sim-state.ts';

export interface SandboxCarrierOptions {
  /** how long an activation takes (config SANDBOX_CARRIER_ACTIVATION_MS) */
  activationMs: number;
  /** the carrier's clock; tests move it instead of waiting */
  now?: () => Date;
}

/**
 * The embedded SIM carrier (docs/decisions/0069): what a real carrier would do, kept in the shared database
 * (`sandbox_carrier_sims`) so every instance answers alike. Every valid ICCID is a SIM it shipped; activation
 * takes `activationMs`, judged by the clock on each call. The test ICCIDs in SANDBOX_CARRIER_TEST_ICCIDS are
 * refused, never finish activating, or find the carrier down.
 */
export class SandboxCarrier implements SimCarrier {
  readonly name = 'sandbox';
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxCarrierOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async status(iccid: string): Promise<CarrierSim> {
    answerable(iccid);
    return view(await readSim(this.db, iccid), this.now());
  }

  async activate(iccid: string): Promise<CarrierSim> {
    answerable(iccid);
    return this.change([iccid], async (tx, sims, now) => this.startService(tx, sims.get(iccid)!, now));
  }

  async deactivate(iccid: string): Promise<CarrierSim> {
    answerable(iccid);
    return this.change([iccid], async (tx, sims, now) => endService(tx, sims.get(iccid)!, now));
  }

  async swap(from: string | null, to: string): Promise<CarrierSim> {
    if (from === to) throw new CarrierError('A SIM cannot replace itself.', 'refused');
    if (from !== null) answerable(from);
    answerable(to);
    return this.change(from === null ? [to] : [from, to], async (tx, sims, now) => {
      const next = await this.startService(tx, sims.get(to)!, now);
      if (from !== null) await retireWhenLive(tx, sims.get(from)!, next, now);
      return next;
    });
  }

  async refreshPhoneNumber(iccid: string): Promise<CarrierSim> {
    answerable(iccid);
    return this.change([iccid], async (tx, sims, now) => {
      const row = sims.get(iccid)!;
      if (stateAt(row, now) !== 'active' || row.phone) return row;
      return updateSim(tx, iccid, { phone: sandboxPhoneNumber(iccid) }, now);
    });
  }

  /** One change to some SIMs, under their locks, answered as the SIM stands after it. */
  private async change(
    iccids: string[],
    work: (tx: Db, sims: Map<string, SandboxSimRow>, now: Date) => Promise<SandboxSimRow>,
  ): Promise<CarrierSim> {
    const now = this.now();
    const row = await this.db.transaction(async (tx) => work(tx, await lockSims(tx, iccids), now));
    return view(row, now);
  }

  /** Activation, once: a SIM already active or on its way is left as it is (a repeated call changes nothing). */
  private async startService(tx: Db, row: SandboxSimRow, now: Date): Promise<SandboxSimRow> {
    const state = stateAt(row, now);
    if (state === 'activating') return row;
    // active by the clock: settle the row, which also cancels a swap's pending retirement of this SIM
    if (state === 'active') return row.state === 'active' ? row : updateSim(tx, row.iccid, settled, now);
    const never = sandboxCarrierBehaviour(row.iccid) === 'never-activates';
    const readyAt = never ? null : new Date(now.getTime() + this.options.activationMs);
    return updateSim(tx, row.iccid, { state: 'activating', readyAt }, now);
  }
}

const settled = { state: 'active', readyAt: null } as const;

async function endService(tx: Db, row: SandboxSimRow, now: Date): Promise<SandboxSimRow> {
  if (row.state === 'deactivated' && stateAt(row, now) === 'deactivated') return row;
  return updateSim(tx, row.iccid, { state: 'deactivated', readyAt: null, phone: null }, now);
}

/**
 * A swap's old SIM: retired as soon as the new one is live (at once when it already is, else booked for the
 * moment it turns active); kept in service while the new one never activates, so the tracker is not cut off.
 */
async function retireWhenLive(tx: Db, old: SandboxSimRow, next: SandboxSimRow, now: Date): Promise<void> {
  const nextState = stateAt(next, now);
  const oldState = stateAt(old, now);
  if (nextState === 'active' || oldState !== 'active') {
    await endService(tx, old, now);
  } else if (next.readyAt !== null) {
    await updateSim(tx, old.iccid, { state: 'deactivated', readyAt: next.readyAt }, now);
  }
}

/** Refuses what the carrier would: an ICCID that is not a SIM's, and the refusing and unavailable test ICCIDs. */
function answerable(iccid: string): void {
  if (iccidProblem(iccid) !== null) throw new CarrierError(SANDBOX_CARRIER_MESSAGES.unknown, 'refused');
  const behaviour = sandboxCarrierBehaviour(iccid);
  if (behaviour === 'refused') throw new CarrierError(SANDBOX_CARRIER_MESSAGES.refused, 'refused');
  if (behaviour === 'unavailable')
    throw new CarrierError(SANDBOX_CARRIER_MESSAGES.unavailable, 'unavailable');
}

function view(row: SandboxSimRow, now: Date): CarrierSim {
  const state = stateAt(row, now);
  return {
    iccid: row.iccid,
    state,
    phone: state === 'active' ? (row.phone ?? sandboxPhoneNumber(row.iccid)) : null,
  };
}
