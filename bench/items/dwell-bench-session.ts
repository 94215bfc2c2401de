import type { Database } from '../../apps/server/src/db/database.ts';
import { signIn, timedGet } from '../api-client.ts';
import { DWELL_FIXTURE, storeDwellFixture } from '../fixtures/dwell-fixture.ts';
import type { BenchContext } from '../registry.ts';

let prepared: Promise<void> | undefined;

/**
 * Both dwell items' prepare: the fixture account (loaded after migration 0030's index, as a live table grows
 * with it), then the upkeep a table grown over 90 days has had (autovacuum, or on PGlite the server's own,
 * decision 0020) and a bulk load has not.
 */
export function prepareDwell(database: Database): Promise<void> {
  prepared ??= (async () => {
    await storeDwellFixture(database);
    await database.query('vacuum (analyze) geofence_visits');
  })();
  return prepared;
}

let token: string | undefined;

/** The dwell account's admin's bearer token (its own account: the fixture admin is no member of it). */
export async function dwellToken(ctx: BenchContext): Promise<string> {
  token ??= await signIn(ctx.apiUrl, DWELL_FIXTURE.email, DWELL_FIXTURE.password);
  return token;
}

/** A timed GET that must answer 200; the body is returned for checks. */
export async function checkedGet(ctx: BenchContext, path: string): Promise<{ ms: number; body: unknown }> {
  const answer = await timedGet(`${ctx.apiUrl}/api${path}`, await dwellToken(ctx));
  if (answer.status !== 200)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return { ms: answer.ms, body: answer.body };
}
