import { count } from 'drizzle-orm';
import type { Database, Db } from '../database.ts';
import {
  accounts,
  accountSettings,
  deviceUsers,
  devices,
  memberships,
  models,
  subscriptions,
  timezones,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../modules/session/password.ts';
import { ACME_SETTINGS, DEMO_MODELS, DEMO_TIMEZONES, type DemoModelKey } from './demo-catalog.ts';
import { acmeFleet, riveraFleet, type DemoTracker } from './demo-fleet.ts';
import { demoSubscription } from './demo-subscription.ts';
import { seedDemoCommands } from './demo-commands.ts';
import { demoHistoryTrackers } from './demo-history.ts';
import { seedDemoSlas } from './demo-events.ts';
import { seedDemoGroups } from './demo-groups.ts';
import { seedDemoGeofences } from './demo-geofences.ts';
import { seedDemoAnchors } from './demo-anchors.ts';
import { seedDemoRules } from './demo-rules.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoSims } from './demo-sims.ts';
import { seedDemoShipments } from './seed-demo-shipments.ts';
import { fillDemoHistory, queueDemoHistory, writeRecentDemoHistory } from './demo-history-backlog.ts';
import type { DemoIds } from './demo-ids.ts';
import { replayDemoVisits } from './demo-visits.ts';

/** The password of every demo user (shown on the README and used by the tests). */
export const DEMO_PASSWORD = 'lodestar-demo';

export type { DemoIds };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DEMO_USERS = [
  { key: 'admin', name: 'Alex Admin', email: 'admin@acme.test', zone: 'America/New_York', admin: false },
  {
    key: 'dispatch',
    name: 'Dana Dispatch',
    email: 'dispatch@acme.test',
    zone: 'America/Chicago',
    admin: false,
  },
  { key: 'driver', name: 'Drew Driver', email: 'driver@acme.test', zone: 'America/Chicago', admin: false },
  { key: 'maria', name: 'Maria Rivera', email: 'maria@rivera.test', zone: 'America/New_York', admin: false },
  { key: 'ops', name: 'Olivia Ops', email: 'ops@lodestar.test', zone: 'America/New_York', admin: true },
] as const;

async function insertFleet(
  tx: Tx,
  accountId: number,
  fleet: DemoTracker[],
  modelIds: Record<DemoModelKey, number>,
  today: Date,
) {
  const rows = await tx
    .insert(devices)
    .values(
      fleet.map((t) => ({
        accountId,
        modelId: modelIds[t.model],
        name: t.name,
        serial: t.serial,
        imei: t.imei,
        phone: t.phone,
      })),
    )
    .returning({ id: devices.id, serial: devices.serial });
  // map by serial rather than trusting RETURNING order
  const idBySerial = new Map(rows.map((r) => [r.serial, r.id]));
  const ids = fleet.map((t) => idBySerial.get(t.serial)!);
  await tx.insert(subscriptions).values(
    fleet.map((t, i) => ({
      accountId,
      deviceId: ids[i]!,
      ...demoSubscription(t.status, i, DEMO_MODELS[t.model].monthlyPrice, today),
    })),
  );
  return ids;
}

/**
 * What becomes of the demo's history: none (tests that don't need it), written before returning (`npm run seed`,
 * tests), or only queued (the server's first start writes it in two parts: demo-history-backlog.ts).
 */
export type DemoHistory = boolean | 'queued';

/**
 * Inserts the demo accounts, users, models and fleets into an empty database, in one transaction, with the
 * trackers' history queued in it. Names and serials are the same on every run so e2e tests can refer to them.
 */
export async function seedDemo(database: Database, opts: { history: DemoHistory }): Promise<DemoIds> {
  // hashed once, outside the transaction: argon2 is deliberately slow and every demo user shares the password
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // midnight UTC, so dates from two seeds on the same day match
  const today = new Date(new Date().toISOString().slice(0, 10));

  const now = Date.now();
  const ids = await database.db.transaction(async (tx) => {
    const zones = await tx
      .insert(timezones)
      .values(DEMO_TIMEZONES.map((identifier) => ({ identifier })))
      .returning({ id: timezones.id, identifier: timezones.identifier });
    const zoneId = new Map(zones.map((z) => [z.identifier, z.id]));

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          name: u.name,
          email: u.email,
          passwordHash,
          timezoneId: zoneId.get(u.zone)!,
          isGpxAdmin: u.admin,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (key: (typeof DEMO_USERS)[number]['key']) =>
      userRows.find((r) => r.email === DEMO_USERS.find((u) => u.key === key)!.email)!.id;

    const accountRows = await tx
      .insert(accounts)
      .values([
        {
          title: 'Acme Logistics',
          isB2bAccount: true,
          canTrackShipments: true,
          hasRulesEngine: true,
          hasApiAccess: true,
          usesGpxApp: true,
          includedInCs: true,
          liveAudioMinutes: 120,
        },
        { title: 'Rivera Family' },
      ])
      .returning({ id: accounts.id, title: accounts.title });
    const acme = accountRows.find((a) => a.title === 'Acme Logistics')!.id;
    const rivera = accountRows.find((a) => a.title === 'Rivera Family')!.id;

    await tx
      .insert(accountSettings)
      .values(ACME_SETTINGS.map((code) => ({ accountId: acme, code, value: '1' })));
    await tx.insert(memberships).values([
      { accountId: acme, userId: userId('admin'), role: 'admin' },
      { accountId: acme, userId: userId('dispatch'), role: 'all' },
      { accountId: acme, userId: userId('driver'), role: 'devices' },
      { accountId: rivera, userId: userId('maria'), role: 'admin' },
      { accountId: rivera, userId: userId('admin'), role: 'all' },
    ]);

    const keys = Object.keys(DEMO_MODELS) as DemoModelKey[];
    const modelRows = await tx
      .insert(models)
      // monthlyPrice belongs to the demo plans, not to the model
      .values(keys.map((k) => (({ monthlyPrice: _price, ...model }) => model)(DEMO_MODELS[k])))
      .returning({ id: models.id, deviceType: models.deviceType });
    const modelIds = Object.fromEntries(
      keys.map((k) => [k, modelRows.find((m) => m.deviceType === DEMO_MODELS[k].deviceType)!.id]),
    ) as Record<DemoModelKey, number>;
    await seedDemoCommands(tx, modelIds);

    const acmeTrackers = acmeFleet();
    const acmeIds = await insertFleet(tx, acme, acmeTrackers, modelIds, today);
    const riveraIds = await insertFleet(tx, rivera, riveraFleet(), modelIds, today);
    await seedDemoGroups(tx, acme, acmeTrackers, acmeIds);
    await seedDemoGeofences(tx, acme, rivera);
    await seedDemoAnchors(tx, acme, acmeTrackers);
    // with the history their paths come from (API tests seed without either, and count events)
    if (opts.history) await seedDemoShipments(tx, acme, acmeTrackers, acmeIds, now);
    // rules for the demo only: API tests count what rules mail and fire, and add the rules they test
    if (opts.history) await seedDemoRules(tx, acme);
    if (opts.history) await seedDemoReports(tx, acme, acmeTrackers, acmeIds, userId('admin'), new Date(now));
    const driverDevices = acmeIds.filter((_, i) => acmeTrackers[i]!.driver);
    await tx
      .insert(deviceUsers)
      .values(driverDevices.map((deviceId) => ({ deviceId, userId: userId('driver') })));

    const ids: DemoIds = {
      accounts: { acme, rivera },
      users: {
        admin: userId('admin'),
        dispatch: userId('dispatch'),
        driver: userId('driver'),
        maria: userId('maria'),
        ops: userId('ops'),
      },
      devices: { acme: acmeIds, rivera: riveraIds, driver: driverDevices },
    };
    await seedDemoSlas(tx, ids);
    // orders, cards and the catalogue for the demo only: billing API tests make the accounts' money state they test
    if (opts.history) await seedDemoBilling(tx, ids, new Date(now));
    // SIMs for the demo only, like billing: the SIM API tests make the SIMs they test
    if (opts.history) await seedDemoSims(tx, ids, new Date(now));
    // queued in the same transaction, so no start can find the demo without its history on the way
    if (opts.history) await queueDemoHistory(tx, demoHistoryTrackers(ids, today), now);
    return ids;
  });
  if (opts.history === true) await completeDemoHistory(database);
  return ids;
}

/** Writes whatever demo history is still queued, all at once (the seed CLI, tests, a resumed seed). */
export async function completeDemoHistory(database: Database): Promise<void> {
  await writeRecentDemoHistory(database);
  // the geofence visits of that part, as on a first start before the server listens (main.ts)
  await replayDemoVisits(database);
  await fillDemoHistory(database);
}

/** Seeds the demo only into a database with no users yet (first start); returns null when it already has some. */
export async function seedDemoIfEmpty(
  database: Database,
  history: DemoHistory = true,
): Promise<DemoIds | null> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(database, { history });
}
