import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMITATION_COOKIE } from '@lodestar/contracts';
import { sessions, timezones, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, browser, createUser, setCookieHeader, signIn } from './sign-in.test-helper.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signIn(t.app, 'ops@lodestar.test');
});
afterAll(() => t.close());

const INVALID = 'This temporary token is invalid, expired or already used.';
let people = 0;

/** An imitation of a fresh member of Rivera, so each test reads only its own audit entries. */
async function imitateSomeone() {
  const userId = await createUser(t.database, {
    email: `handed-${++people}@rivera.test`,
    accountId: t.demo.accounts.rivera,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/imitate',
    headers: bearer(ops),
    payload: { user_id: userId },
  });
  expect(res.statusCode).toBe(200);
  return { userId, imitation: res.json().data.imitation_token as string };
}

/** The other brand host's side of the hand-over: a temporary token made with `token`, exchanged there. */
async function handOver(token: string) {
  const created = await t.app.inject({ method: 'POST', url: '/api/temporary-token', headers: bearer(token) });
  expect(created.statusCode).toBe(200);
  const temporary = created.json().data.token as string;
  const exchanged = await t.app.inject({
    method: 'PUT',
    url: '/api/temporary-token',
    payload: { token: temporary },
  });
  expect(exchanged.statusCode).toBe(200);
  return { temporary, handed: exchanged.json().data.imitation_token as string, exchanged };
}

const actionsFor = async (userId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit-log?user_id=${userId}&per_page=100`,
    headers: bearer(ops),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { action: string }[]).map((e) => e.action).filter((a) => a !== 'request');
};
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const rename = async (token: string, userId: number) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  const [zone] = await t.database.db.select({ id: timezones.id }).from(timezones).limit(1);
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers: bearer(token),
    payload: { name: 'Renamed by support', email: user!.email, timezone_id: zone!.id },
  });
};

describe('an imitation handed over to the other brand host', () => {
  it('is the same imitation: one start, and signing out of the original ends the handed-over one', async () => {
    const { userId, imitation } = await imitateSomeone();
    const { handed, exchanged } = await handOver(imitation);
    expect(handed).not.toBe(imitation);
    expect(setCookieHeader(exchanged, IMITATION_COOKIE)).toContain(`${IMITATION_COOKIE}=${handed}`);
    expect((await me(handed)).json().data).toMatchObject({
      id: userId,
      imitated_by: { id: t.demo.users.ops },
    });
    expect(await actionsFor(userId)).toEqual(['imitation.start']);

    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(imitation) });
    expect(signOut.statusCode).toBe(204);

    expect((await me(handed)).statusCode).toBe(401);
    expect((await rename(handed, userId)).statusCode).toBe(401);
    expect((await me(imitation)).statusCode).toBe(401);
    expect(await actionsFor(userId)).toEqual(['imitation.end', 'imitation.start']);
    // the admin's own sign-in is not part of the imitation
    expect((await me(ops)).json().data.id).toBe(t.demo.users.ops);
  });

  it('ends together from either host, with one end entry however often it is ended', async () => {
    const { userId, imitation } = await imitateSomeone();
    const { handed } = await handOver(imitation);
    const quit = await t.app.inject({
      method: 'DELETE',
      url: '/api/imitate',
      headers: browser({ [IMITATION_COOKIE]: handed }),
    });
    expect(quit.statusCode).toBe(204);
    expect((await me(imitation)).statusCode).toBe(401);
    expect((await me(handed)).statusCode).toBe(401);
    // already over: signing out again on the first host ends nothing more
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(imitation) });
    expect(await actionsFor(userId)).toEqual(['imitation.end', 'imitation.start']);
  });

  it('cannot be handed over once the imitation has ended, nor outlive its twelve hours', async () => {
    const { imitation } = await imitateSomeone();
    const temporary = (
      await t.app.inject({ method: 'POST', url: '/api/temporary-token', headers: bearer(imitation) })
    ).json().data.token as string;
    await t.app.inject({ method: 'DELETE', url: '/api/imitate', headers: bearer(imitation) });
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/temporary-token',
      payload: { token: temporary },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(INVALID);

    const second = await imitateSomeone();
    const { handed } = await handOver(second.imitation);
    const expiry = async (token: string) =>
      (
        await t.database.db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.expiresAt.getTime();
    expect(await expiry(handed)).toBe(await expiry(second.imitation));
  });

  it('keeps a handed-over imitation working while the imitation lasts, its writes on record', async () => {
    const { userId, imitation } = await imitateSomeone();
    const { handed } = await handOver(imitation);
    expect((await rename(handed, userId)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?user_id=${userId}&action=request`,
      headers: bearer(ops),
    });
    expect(res.json().data.map((e: { path: string }) => e.path)).toContain(`/api/users/${userId}`);
    expect((await me(imitation)).statusCode).toBe(200);
  });
});
