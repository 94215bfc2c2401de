import type { BenchContext } from '../registry.ts';

/** A group call's answer with the time it took until the whole body arrived. */
export interface TimedAnswer {
  ms: number;
  status: number;
  body: unknown;
}

/** A JSON call on the fixture account's API as its admin (bearer token), timed until the body has arrived. */
export async function groupCall(
  ctx: BenchContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(`${ctx.apiUrl}/api/accounts/${ctx.fixture.accountId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text goes into the error message
  }
  return { ms, status: response.status, body: parsed };
}

/** Every tracker id of the fixture account, in serial order: the 10,000-tracker group's members. */
export function fixtureDeviceIds(ctx: BenchContext): number[] {
  return [...ctx.fixture.serialByDeviceId.keys()].sort((a, b) => a - b);
}

/** POST groups with these trackers; throws with the server's answer unless it is a 201. */
export async function createBenchGroup(
  ctx: BenchContext,
  name: string,
  deviceIds: readonly number[],
): Promise<{ id: number; ms: number }> {
  const answer = await groupCall(ctx, 'POST', '/groups', { name, device_ids: deviceIds });
  if (answer.status !== 201)
    throw new Error(
      `creating group '${name}': ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  const group = (answer.body as { data: { id: number; devices_count: number } }).data;
  if (group.devices_count !== deviceIds.length)
    throw new Error(`group '${name}' holds ${group.devices_count} trackers, not ${deviceIds.length}`);
  return { id: group.id, ms: answer.ms };
}

/**
 * Deletes the item's groups again: later items (the device list, the first render) must not carry the bench's
 * memberships on every tracker.
 */
export async function deleteBenchGroups(ctx: BenchContext, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const answer = await groupCall(ctx, 'DELETE', `/groups/${id}`);
    if (answer.status !== 200) ctx.log(`deleting bench group ${id}: ${answer.status}`);
  }
}
