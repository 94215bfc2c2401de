import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sandboxCarrierSims } from '../../../db/schema/sims.ts';
import type { SandboxSimRow } from './sandbox-sim-state.ts';

type SimChange = Partial<Pick<SandboxSimRow, 'state' | 'readyAt' | 'phone'>>;

const columns = {
  iccid: sandboxCarrierSims.iccid,
  state: sandboxCarrierSims.state,
  readyAt: sandboxCarrierSims.readyAt,
  phone: sandboxCarrierSims.phone,
};

/**
 * The SIMs the sandbox knows, each as it stands, locked until the transaction ends: two instances changing one SIM
 * take turns and the second sees what the first did. A SIM seen for the first time is one the sandbox shipped:
 * booked as inactive (two instances booking it at once make one row).
 */
export async function lockSims(tx: Db, iccids: string[]): Promise<Map<string, SandboxSimRow>> {
  const ordered = [...new Set(iccids)].sort(); // one lock order for every caller: no deadlock between two swaps
  await tx
    .insert(sandboxCarrierSims)
    .values(ordered.map((iccid) => ({ iccid, state: 'inactive' as const })))
    .onConflictDoNothing();
  const rows = await tx
    .select(columns)
    .from(sandboxCarrierSims)
    .where(inArray(sandboxCarrierSims.iccid, ordered))
    .orderBy(sandboxCarrierSims.iccid)
    .for('update');
  return new Map(rows.map((row) => [row.iccid, row]));
}

/** The SIM as booked, without a lock (booked as inactive on first sight, like lockSims). */
export async function readSim(db: Db, iccid: string): Promise<SandboxSimRow> {
  await db.insert(sandboxCarrierSims).values({ iccid, state: 'inactive' }).onConflictDoNothing();
  const [row] = await db.select(columns).from(sandboxCarrierSims).where(eq(sandboxCarrierSims.iccid, iccid));
  if (!row) throw new Error(`sandbox carrier SIM ${iccid} is gone`);
  return row;
}

export async function updateSim(tx: Db, iccid: string, change: SimChange, now: Date): Promise<SandboxSimRow> {
  const [row] = await tx
    .update(sandboxCarrierSims)
    .set({ ...change, updatedAt: now })
    .where(eq(sandboxCarrierSims.iccid, iccid))
    .returning(columns);
  if (!row) throw new Error(`sandbox carrier SIM ${iccid} is gone`);
  return row;
}
