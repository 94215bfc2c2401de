import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';
import { accounts, geofences, rules, timezones } from '../../apps/server/src/db/schema/index.ts';
import type { Fixture } from '../fixture.ts';
import type { BenchContext } from '../registry.ts';

/** Where the latency item's geofence is: empty Kansas farmland, far from every simulated drive. */
export const DEPOT = { lat: 38.45, lng: -100.9, radius: 300 };

export interface RulesBench {
  zoneId: number;
  geofenceId: number;
  /** The tracker the latency item drives in and out of the depot (outside the ingest load's trackers). */
  latencySerial: string;
  latencyRuleId: number;
  receiver: { url: string; hooks: { at: number; body: { run_id: number } }[]; close(): void };
}

let prepared: Promise<RulesBench> | null = null;
/** What prepare made (both rule items share it); throws when neither item was prepared. */
export const rulesBench = (): Promise<RulesBench> =>
  prepared ?? Promise.reject(new Error('rules bench not prepared'));

function startReceiver(): Promise<RulesBench['receiver']> {
  const hooks: RulesBench['receiver']['hooks'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ at: performance.now(), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200).end();
    });
  });
  server.unref();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/bench-hook`, hooks, close: () => server.close() });
    }),
  );
}

/**
 * Before the server starts: the fixture account gets the rules engine, a UTC zone for the actions, the depot
 * geofence and the latency item's rule (its tracker entering the depot POSTs a webhook to a local receiver,
 * allowed by WEBHOOK_ALLOWED_HOSTS). That rule only matches the latency tracker's geofence events, so the other
 * items' fixes skip it with a map lookup.
 */
export function prepareRules(database: Database, fixture: Fixture): Promise<RulesBench> {
  prepared ??= (async () => {
    const db = database.db;
    await db.update(accounts).set({ hasRulesEngine: true }).where(eq(accounts.id, fixture.accountId));
    await db.insert(timezones).values({ identifier: 'UTC' }).onConflictDoNothing();
    const [zone] = await db
      .select({ id: timezones.id })
      .from(timezones)
      .where(eq(timezones.identifier, 'UTC'));
    const [depot] = await db
      .insert(geofences)
      .values({
        accountId: fixture.accountId,
        name: 'Bench depot',
        address: 'Bench depot',
        latitude: DEPOT.lat,
        longitude: DEPOT.lng,
        radius: DEPOT.radius,
      })
      .returning({ id: geofences.id });
    const latencySerial = fixture.serials[fixture.serials.length - 1]!;
    const deviceId = [...fixture.serialByDeviceId].find(([, s]) => s === latencySerial)![0];
    const receiver = await startReceiver();
    const [rule] = await db
      .insert(rules)
      .values({
        accountId: fixture.accountId,
        name: 'Bench depot webhook',
        conditions: [
          { type: 'tracker_list', values: [deviceId] },
          { type: 'geofence', operator: 'and', address: depot!.id, triggers: ['enter'] },
        ],
        actions: [{ type: 'send_webhook', url: receiver.url }],
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
      })
      .returning({ id: rules.id });
    return { zoneId: zone!.id, geofenceId: depot!.id, latencySerial, latencyRuleId: rule!.id, receiver };
  })();
  return prepared;
}

async function call(ctx: BenchContext, method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${ctx.apiUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: { id: number } };
}

/** Makes the rules through the API, 8 at a time; answers their ids. */
export async function createBenchRules(ctx: BenchContext, bodies: object[]): Promise<number[]> {
  const ids: number[] = new Array(bodies.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < bodies.length) {
        const i = next++;
        ids[i] = (
          await call(ctx, 'POST', '/rules-engine', { account_id: ctx.fixture.accountId, ...bodies[i] })
        ).data.id;
      }
    }),
  );
  return ids;
}

export async function deleteBenchRules(ctx: BenchContext, ids: number[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ids.length) await call(ctx, 'DELETE', `/rules-engine/${ids[next++]}`);
    }),
  );
}
