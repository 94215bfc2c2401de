import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { luhnValid } from '@lodestar/contracts';
import type { Database, Db } from '../../db/database.ts';
import { accounts, devices, models, sims } from '../../db/schema/index.ts';
import { CarrierError, type CarrierSim, type SimCarrier } from '../../integrations/carriers/sim-carrier.ts';
import { createUser, signIn } from '../session/sign-in.test-helper.ts';

/** A valid ICCID (20 digits, Luhn check digit) no other test uses: 8901 990 and 12 random digits. */
export function newIccid(): string {
  const body = `8901990${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

/**
 * A carrier of the test's own (the sandbox carrier's behaviour is the carrier helper's to test): every call is
 * answered at once and remembered; ICCIDs in `refuse` are refused with `refusal`, those in `away` fail as
 * unavailable.
 */
export function testCarrier() {
  const calls: string[] = [];
  const refuse = new Set<string>();
  const away = new Set<string>();
  const refusal = 'This SIM belongs to another customer.';
  const answer = (op: string, iccid: string): CarrierSim => {
    calls.push(`${op} ${iccid}`);
    if (refuse.has(iccid)) throw new CarrierError(refusal, 'refused');
    if (away.has(iccid)) throw new CarrierError('timed out', 'unavailable');
    return { iccid, state: 'active', phone: `+1555${iccid.slice(-7)}` };
  };
  const carrier: SimCarrier = {
    name: 'test',
    status: async (iccid) => answer('status', iccid),
    activate: async (iccid) => answer('activate', iccid),
    deactivate: async (iccid) => ({ ...answer('deactivate', iccid), state: 'deactivated', phone: null }),
    swap: async (from, to) => answer(`swap ${from} ->`, to),
    refreshPhoneNumber: async (iccid) => answer('refresh', iccid),
  };
  return { carrier, calls, refuse, away, refusal };
}

export const DAY = 86_400_000;
export const inDays = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY);

/** A SIM row as the stock would hold it. */
export async function insertSim(
  db: Db,
  values: Partial<typeof sims.$inferInsert> & Pick<typeof sims.$inferInsert, 'status'>,
): Promise<string> {
  const iccid = values.iccid ?? newIccid();
  await db.insert(sims).values({ carrier: 'test', ...values, iccid });
  return iccid;
}

export async function simRow(db: Db, iccid: string) {
  const [row] = await db.select().from(sims).where(eq(sims.iccid, iccid));
  return row!;
}

export async function trackerRow(db: Db, deviceId: number) {
  const [row] = await db.select().from(devices).where(eq(devices.id, deviceId));
  return row!;
}

export async function liveAudioMinutes(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ minutes: accounts.liveAudioMinutes })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!.minutes;
}

export interface SimFixture {
  account: number;
  other: number;
  /** Mobile 200 trackers: SIM due in 30 days, due in 400 days; a tracker of an unsupported model, due */
  due: number;
  notDue: number;
  unsupported: number;
  /** the other account's tracker, due */
  otherTracker: number;
  serials: Record<'due' | 'notDue' | 'unsupported' | 'otherTracker', string>;
  /** the SIMs active in those trackers */
  active: Record<'due' | 'notDue' | 'unsupported' | 'otherTracker', string>;
  /** new SIMs in the account's drawer, and one in the other account's */
  drawer: string[];
  otherDrawer: string;
  tokens: Record<'admin' | 'all' | 'devices' | 'otherAdmin', string>;
}

/** Two accounts of their own with members of each role, Mobile 200 trackers with SIMs, and new SIMs in drawers. */
export async function simFixture(app: FastifyInstance, database: Database): Promise<SimFixture> {
  const db = database.db;
  const tag = randomUUID().slice(0, 8);
  const [account] = await db
    .insert(accounts)
    .values({ title: `SIM Family ${tag}` })
    .returning();
  const [other] = await db
    .insert(accounts)
    .values({ title: `SIM Other ${tag}` })
    .returning();
  const [mobile] = await db.insert(models).values({ title: 'Mobile 200', deviceType: 'll02' }).returning();
  const [odd] = await db
    .insert(models)
    .values({ title: 'Odd Tracker', deviceType: `odd-${tag}` })
    .returning();
  const tracker = async (accountId: number, modelId: number, name: string, replaceBy: Date) => {
    const serial = `SIM-${tag}-${name.replace(/\W/g, '')}`;
    const iccid = newIccid();
    const [row] = await db
      .insert(devices)
      .values({ accountId, modelId, name, serial, iccid })
      .returning({ id: devices.id });
    await insertSim(db, {
      iccid,
      status: 'active',
      accountId,
      deviceId: row!.id,
      replaceBy,
      activatedAt: new Date(),
    });
    return { id: row!.id, serial, iccid };
  };
  const due = await tracker(account!.id, mobile!.id, 'Alpha Mobile', inDays(30));
  const notDue = await tracker(account!.id, mobile!.id, 'Beta Mobile', inDays(400));
  const unsupported = await tracker(account!.id, odd!.id, 'Gamma Odd', inDays(-5));
  const otherTracker = await tracker(other!.id, mobile!.id, 'Other Mobile', inDays(10));
  const drawer = [];
  for (let i = 0; i < 3; i++)
    drawer.push(await insertSim(db, { status: 'assigned', accountId: account!.id }));
  const otherDrawer = await insertSim(db, { status: 'assigned', accountId: other!.id });

  const email = (role: string) => `${role}-${tag}@sims.test`;
  await createUser(database, { email: email('admin'), accountId: account!.id, role: 'admin' });
  await createUser(database, { email: email('all'), accountId: account!.id, role: 'all' });
  await createUser(database, { email: email('devices'), accountId: account!.id, role: 'devices' });
  await createUser(database, { email: email('other'), accountId: other!.id, role: 'admin' });
  return {
    account: account!.id,
    other: other!.id,
    due: due.id,
    notDue: notDue.id,
    unsupported: unsupported.id,
    otherTracker: otherTracker.id,
    serials: {
      due: due.serial,
      notDue: notDue.serial,
      unsupported: unsupported.serial,
      otherTracker: otherTracker.serial,
    },
    active: {
      due: due.iccid,
      notDue: notDue.iccid,
      unsupported: unsupported.iccid,
      otherTracker: otherTracker.iccid,
    },
    drawer,
    otherDrawer,
    tokens: {
      admin: await signIn(app, email('admin')),
      all: await signIn(app, email('all')),
      devices: await signIn(app, email('devices')),
      otherAdmin: await signIn(app, email('other')),
    },
  };
}
