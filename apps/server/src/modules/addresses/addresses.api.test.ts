import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';

let t: TestApp;
let acme: number;
let rivera: number;
const tokens: Record<'admin' | 'dispatch' | 'driver' | 'maria', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.demo.accounts.acme;
  rivera = t.demo.accounts.rivera;
  for (const [key, email] of [
    ['admin', 'admin@acme.test'],
    ['dispatch', 'dispatch@acme.test'],
    ['driver', 'driver@acme.test'],
    ['maria', 'maria@rivera.test'],
  ] as const)
    tokens[key] = await signIn(t.app, email);
}, 60_000);
afterAll(() => t.close());

type Who = keyof typeof tokens | null;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(tokens[who]) : {},
    ...(payload && { payload }),
  });

const home = { line1: '12 Main St', line2: 'Apt 4', city: 'Springfield', state: 'IL', zip: '62701' };
const add = (account: number, who: Who, body: object) =>
  call('POST', `/accounts/${account}/addresses`, who, body);
const list = async (account: number, who: Who, query = '') =>
  (await call('GET', `/accounts/${account}/addresses${query}`, who)).json().data as {
    id: number;
    category: string;
    is_default: 0 | 1;
    line1: string;
  }[];
const defaults = async (account: number, category: string) =>
  (await list(account, 'admin', `?category=${category}`))
    .filter((a) => a.is_default === 1)
    .map((a) => a.line1);

describe('POST /api/accounts/{id}/addresses', () => {
  it('adds a US address; the first of a category becomes its default', async () => {
    const res = await add(rivera, 'maria', { ...home, category: 'billing', is_default: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      ...home,
      category: 'billing',
      country: 'US',
      is_default: 1,
      addressable_id: rivera,
      addressable_type: 'Account',
    });
    const second = await add(rivera, 'maria', {
      ...home,
      line1: '9 Oak Ave',
      line2: '',
      category: 'billing',
    });
    expect(second.json().data).toMatchObject({ is_default: 0, line2: null });
    expect(await defaults(rivera, 'billing')).toEqual(['12 Main St']);
  });

  it('moves the default to a new address added as default, keeping one per category', async () => {
    await add(acme, 'admin', { ...home, line1: '1 First St', category: 'shipping' });
    const res = await add(acme, 'dispatch', {
      ...home,
      line1: '2 Second St',
      category: 'shipping',
      is_default: 1,
    });
    expect(res.json().data.is_default).toBe(1);
    expect(await defaults(acme, 'shipping')).toEqual(['2 Second St']);
    // the billing default is another category's and stays
    await add(acme, 'admin', { ...home, line1: '3 Billing Rd', category: 'billing' });
    expect(await defaults(acme, 'billing')).toEqual(['3 Billing Rd']);
    expect(await defaults(acme, 'shipping')).toEqual(['2 Second St']);
  });

  it('refuses bad input with the spec messages', async () => {
    const cases: [object, string, string][] = [
      [{ ...home, line1: '  ' }, 'line1', 'line1 is required'],
      [{ ...home, city: '' }, 'city', 'city is required'],
      [{ ...home, zip: '' }, 'zip', 'zip is required'],
      [{ ...home, zip: '627' }, 'zip', 'min 5 chars'],
      [{ ...home, zip: '6270a' }, 'zip', 'zip must be 5 digits'],
      [{ ...home, state: 'ZZ' }, 'state', 'state must be one of the 50 US states'],
      [{ ...home, country: 'CA' }, 'country', 'country must be US: only US addresses are supported'],
      [{ ...home, line1: 'x'.repeat(201) }, 'line1', 'line1 must be at most 200 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(acme, 'admin', { ...body, category: 'billing' });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
      // the message names the field: 'line1 is required', 'zip: min 5 chars'
      expect(res.json().message).toBe(message.startsWith(field) ? message : `${field}: ${message}`);
    }
    const noCategory = await add(acme, 'admin', home);
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors.category).toContain('category must be billing or shipping');
    const { line1: _, ...noLine1 } = home;
    expect((await add(acme, 'admin', { ...noLine1, category: 'billing' })).json().message).toBe(
      'line1 is required',
    );
  });

  it('refuses the devices role, another account and no session', async () => {
    const devices = await add(acme, 'driver', { ...home, category: 'billing' });
    expect(devices.statusCode).toBe(403);
    expect(devices.json().message).toMatch(/administrators and full-access users/);
    expect((await add(acme, 'maria', { ...home, category: 'billing' })).statusCode).toBe(403);
    expect((await add(acme, null, { ...home, category: 'billing' })).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/{id}/addresses', () => {
  it('lists defaults first, by category, and pages with meta', async () => {
    const all = await list(acme, 'dispatch');
    expect(all.map((a) => a.category)).toEqual([...all.map((a) => a.category)].sort());
    const shipping = await list(acme, 'admin', '?category=shipping');
    expect(shipping[0]).toMatchObject({ is_default: 1, line1: '2 Second St' });
    expect(shipping.every((a) => a.category === 'shipping')).toBe(true);
    const page = await call(
      'GET',
      `/accounts/${acme}/addresses?category=shipping&page=2&per_page=1`,
      'admin',
    );
    expect(page.json().meta).toMatchObject({ current_page: 2, last_page: 2, total: 2, from: 2, to: 2 });
    expect(page.json().data).toHaveLength(1);
  });

  it('shows each account only its own addresses', async () => {
    const mine = await list(rivera, 'maria');
    expect(mine.map((a) => a.line1).sort()).toEqual(['12 Main St', '9 Oak Ave']);
  });

  it('refuses bad input, the devices role, another account and no session', async () => {
    const bad = await call('GET', `/accounts/${acme}/addresses?category=home`, 'admin');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('category must be billing or shipping');
    expect((await call('GET', `/accounts/${acme}/addresses?page=0`, 'admin')).statusCode).toBe(422);
    expect((await call('GET', `/accounts/${acme}/addresses`, 'driver')).statusCode).toBe(403);
    expect((await call('GET', `/accounts/${acme}/addresses`, 'maria')).statusCode).toBe(403);
    expect((await call('GET', `/accounts/${acme}/addresses`, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/accounts/{id}/addresses/{id}', () => {
  it('sets a new default only when it differs, leaving one default per category', async () => {
    const [current, other] = await list(acme, 'admin', '?category=shipping');
    const res = await call('PUT', `/accounts/${acme}/addresses/${other!.id}`, 'dispatch', {
      is_default: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: other!.id, is_default: 1 });
    expect(await defaults(acme, 'shipping')).toEqual([other!.line1]);
    // the same again changes nothing
    const again = await call('PUT', `/accounts/${acme}/addresses/${other!.id}`, 'admin', { is_default: 1 });
    expect(again.json().data.is_default).toBe(1);
    expect(await defaults(acme, 'shipping')).toEqual([other!.line1]);
    expect(
      (await list(acme, 'admin', '?category=shipping')).find((a) => a.id === current!.id)?.is_default,
    ).toBe(0);
  });

  it('does not let the default switch itself off: another address is chosen instead', async () => {
    const [current] = await list(acme, 'admin', '?category=shipping');
    const res = await call('PUT', `/accounts/${acme}/addresses/${current!.id}`, 'admin', {
      is_default: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('An address stops being the default when another one is chosen.');
    expect(await defaults(acme, 'shipping')).toEqual([current!.line1]);
  });

  it('refuses bad input, the devices role, another account and no session', async () => {
    const [a] = await list(acme, 'admin');
    const url = `/accounts/${acme}/addresses/${a!.id}`;
    expect((await call('PUT', url, 'admin', { is_default: 'yes' })).statusCode).toBe(422);
    expect((await call('PUT', url, 'admin', {})).statusCode).toBe(422);
    expect(
      (await call('PUT', `/accounts/${acme}/addresses/abc`, 'admin', { is_default: true })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, 'driver', { is_default: true })).statusCode).toBe(403);
    expect((await call('PUT', url, null, { is_default: true })).statusCode).toBe(401);
    // Maria's address through her own account's path: not found, not changed
    const [hers] = await list(rivera, 'maria');
    const other = await call('PUT', `/accounts/${acme}/addresses/${hers!.id}`, 'admin', { is_default: true });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Address not found.');
    expect(
      (await call('PUT', `/accounts/${rivera}/addresses/${a!.id}`, 'maria', { is_default: true })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/accounts/{id}/addresses/{id}', () => {
  it('deletes an address; deleting the default makes the newest remaining one the default', async () => {
    await add(rivera, 'maria', { ...home, line1: '5 Newest Ln', category: 'billing' });
    const [current] = await list(rivera, 'maria', '?category=billing');
    expect(current!.line1).toBe('12 Main St');
    const res = await call('DELETE', `/accounts/${rivera}/addresses/${current!.id}`, 'maria');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: current!.id });
    expect(await defaults(rivera, 'billing')).toEqual(['5 Newest Ln']);
    const left = await list(rivera, 'maria', '?category=billing');
    const notDefault = left.find((a) => a.is_default === 0)!;
    await call('DELETE', `/accounts/${rivera}/addresses/${notDefault.id}`, 'maria');
    expect(await defaults(rivera, 'billing')).toEqual(['5 Newest Ln']);
    expect(await list(rivera, 'maria', '?category=billing')).toHaveLength(1);
  });

  it("refuses another account's address, the devices role, bad ids and no session", async () => {
    const [a] = await list(acme, 'admin');
    const url = `/accounts/${acme}/addresses/${a!.id}`;
    expect((await call('DELETE', url, 'driver')).statusCode).toBe(403);
    expect((await call('DELETE', url, 'maria')).statusCode).toBe(403);
    expect((await call('DELETE', `/accounts/${rivera}/addresses/${a!.id}`, 'maria')).statusCode).toBe(404);
    expect((await call('DELETE', `/accounts/${acme}/addresses/0`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect((await list(acme, 'admin')).some((x) => x.id === a!.id)).toBe(true);
    const gone = await call('DELETE', url, 'admin');
    expect(gone.statusCode).toBe(200);
    expect((await call('DELETE', url, 'admin')).statusCode).toBe(404);
  });
});
