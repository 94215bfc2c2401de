import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS, SIGN_UP_TEXTS } from '@lodestar/contracts';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { bearer, createUser, signIn } from '../session/sign-in.test-helper.ts';
import { createMailTestApp, mailedToken, readMails } from '../password-reset/email-links.test-helper.ts';

let t: TestApp;
let chicago: number;
beforeAll(async () => {
  t = await createMailTestApp();
  const admin = await signIn(t.app, 'admin@acme.test');
  const zones = (await t.app.inject({ method: 'GET', url: '/api/timezones', headers: bearer(admin) })).json()
    .data as { id: number; identifier: string }[];
  chicago = zones.find((z) => z.identifier === 'America/Chicago')!.id;
}, 60_000);
afterAll(() => t.close());

let seq = 0;
/** A member of Rivera Family with a proven address, signed in. */
async function person() {
  const email = `mover-${++seq}@rivera.test`;
  const id = await createUser(t.database, { email, name: `Mover ${seq}`, accountId: t.demo.accounts.rivera });
  return { id, email, token: await signIn(t.app, email) };
}
const update = (who: { id: number; token: string }, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.id}`,
    headers: bearer(who.token),
    payload: { name: 'Moved Person', email, timezone_id: chicago },
  });
const confirm = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/confirm-email', payload: { token } });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;

describe('changing the e-mail address in Account settings (PUT /api/users/{self})', () => {
  it('keeps the address until the new one opens its mailed link; the old address is told', async () => {
    const p = await person();
    const res = await update(p, 'New.Home@Example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { email: p.email, name: 'Moved Person', timezone_id: chicago },
      meta: {
        pending_email: 'new.home@example.test',
        message: IDENTITY_TEXTS.emailChangeSent('new.home@example.test'),
      },
    });
    // nothing is trusted yet: the old address still signs in, the new one does not
    expect((await me(p.token)).email).toBe(p.email);
    expect(await signIn(t.app, p.email)).toEqual(expect.any(String));
    const notice = await readMails(t, p.email);
    expect(notice.map((m) => m.subject)).toEqual(['A change of your Lodestar e-mail address was requested']);
    expect(notice[0]!.text).toContain('new.home@example.test');
    const [linkMail] = await readMails(t, 'new.home@example.test');
    expect(linkMail!.subject).toBe('Confirm your new e-mail address for Lodestar');

    const token = await mailedToken(t, 'new.home@example.test', '/confirm-email');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.message).toBe(SIGN_UP_TEXTS.emailConfirmed);
    expect(await me(p.token)).toMatchObject({ email: 'new.home@example.test', email_confirmed: true });
    expect(await signIn(t.app, 'new.home@example.test')).toEqual(expect.any(String));
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: p.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
    expect((await confirm(token)).json().message).toBe(SIGN_UP_TEXTS.linkUsed);
  }, 30_000);

  it('answers a taken address exactly like a free one (no probing) and changes nothing; the owner is told', async () => {
    const [a, b] = [await person(), await person()];
    const free = await update(a, 'nobody-has-this@example.test');
    const taken = await update(b, 'Maria@Rivera.test');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().meta.message).toBe(IDENTITY_TEXTS.emailChangeSent('maria@rivera.test'));
    expect(taken.body).not.toMatch(/taken/i);
    expect((await me(b.token)).email).toBe(b.email);
    const toMaria = await readMails(t, 'maria@rivera.test');
    expect(toMaria.map((m) => m.subject)).toEqual(['Someone tried to use your e-mail address on Lodestar']);
    expect(toMaria[0]!.links.some((l) => l.includes('/confirm-email'))).toBe(false);
    // Maria keeps her address and password
    expect(await signIn(t.app, 'maria@rivera.test')).toEqual(expect.any(String));
  }, 30_000);

  it('a link whose address someone else took meanwhile, or an older link after a newer request, does not work', async () => {
    const p = await person();
    await update(p, 'first-choice@example.test');
    const first = await mailedToken(t, 'first-choice@example.test', '/confirm-email');
    await update(p, 'second-choice@example.test');
    const second = await mailedToken(t, 'second-choice@example.test', '/confirm-email');
    expect((await confirm(first)).json().message).toBe(SIGN_UP_TEXTS.linkExpired);
    await createUser(t.database, { email: 'second-choice@example.test' });
    const res = await confirm(second);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(SIGN_UP_TEXTS.linkInvalid);
    expect((await me(p.token)).email).toBe(p.email);
  }, 30_000);

  it('stores a change of letter case at once, and limits new addresses to 3 in 15 minutes', async () => {
    const p = await person();
    const cased = await update(p, p.email.toUpperCase());
    expect(cased.json()).not.toHaveProperty('meta');
    expect(cased.json().data.email).toBe(p.email.toUpperCase());
    for (let i = 0; i < 3; i++)
      expect((await update(p, `try-${i}-${p.id}@example.test`)).statusCode).toBe(200);
    const limited = await update(p, `try-4-${p.id}@example.test`);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^Too many e-mail address changes\./);
    await readMails(t);
  }, 30_000);

  it('an imitation cannot ask for a new address; no session is 401', async () => {
    const ops = await signIn(t.app, 'ops@lodestar.test');
    const p = await person();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/imitate',
      headers: bearer(ops),
      payload: { user_id: p.id },
    });
    const imitation = started.json().data.imitation_token as string;
    const res = await update({ id: p.id, token: imitation }, 'taken-over@example.test');
    expect(res.statusCode).toBe(403);
    expect((await readMails(t, 'taken-over@example.test')).length).toBe(0);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${p.id}`,
      payload: { name: 'X', email: 'x@example.test', timezone_id: chicago },
    });
    expect(anonymous.statusCode).toBe(401);
  }, 30_000);
});
