import { fleetIdentifiers } from '@lodestar/simulator';
import type { Database } from '../apps/server/src/db/database.ts';
import {
  accounts,
  devices,
  memberships,
  models,
  subscriptions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/session/password.ts';

/** The bench's own account: written straight into the database, apart from (and without) the demo. */
export interface Fixture {
  accountId: number;
  email: string;
  password: string;
  /** Serials BN00001.. in order; the load generator uses the same numbering. */
  serials: string[];
  serialByDeviceId: Map<number, string>;
}

export const FIXTURE_PREFIX = 'BN';
const CHUNK = 1000;

/** One account with `trackers` active vehicle trackers and an admin who signs in with a password. */
export async function createFixture(database: Database, trackers: number): Promise<Fixture> {
  const email = 'bench@lodestar.test';
  const password = 'lodestar-bench';
  const passwordHash = await hashPassword(password);
  const serials = fleetIdentifiers(FIXTURE_PREFIX, trackers);
  return database.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ title: 'Bench Fleet', isB2bAccount: true, hasApiAccess: true })
      .returning({ id: accounts.id });
    const [user] = await tx
      .insert(users)
      .values({ name: 'Bench Admin', email, passwordHash })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ accountId: account!.id, userId: user!.id, role: 'admin' });
    const [model] = await tx
      .insert(models)
      .values({ title: 'Car Charger', deviceType: 'vl501', expectedReportMinutes: 5 })
      .returning({ id: models.id });
    const serialByDeviceId = new Map<number, string>();
    for (let i = 0; i < serials.length; i += CHUNK) {
      const rows = await tx
        .insert(devices)
        .values(
          serials.slice(i, i + CHUNK).map((serial) => ({
            accountId: account!.id,
            modelId: model!.id,
            name: `Bench ${serial}`,
            serial,
          })),
        )
        .returning({ id: devices.id, serial: devices.serial });
      for (const row of rows) serialByDeviceId.set(row.id, row.serial);
      await tx.insert(subscriptions).values(
        rows.map((row) => ({
          accountId: account!.id,
          deviceId: row.id,
          status: 'active' as const,
          startAt: new Date(),
        })),
      );
    }
    return { accountId: account!.id, email, password, serials, serialByDeviceId };
  });
}
