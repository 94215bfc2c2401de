import type { Account, Me } from '@lodestar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadSession = vi.fn<() => Promise<Me | null>>();
vi.mock('./load-session.ts', () => ({ loadSession: () => loadSession() }));
vi.mock('../config/boot-config.ts', () => ({ bootConfig: () => ({ brand: 'consumer' }) }));

const { openAccountAsAdmin, withoutAdminParam } = await import('./open-account-as-admin.ts');
const { storedAccountId } = await import('./stored-account.ts');

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

const account = (id: number, business = false) =>
  ({ id, title: `A${id}`, uses_gpx_app: business }) as Account;
const ops = (accounts: Account[] = []) =>
  ({ id: 5, is_gpx_admin: true, imitated_by: null, accounts, account_roles: {} }) as unknown as Me;

let replaced: string | null;
beforeEach(() => {
  replaced = null;
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    location: { href: 'http://localhost/trackers?admin=1' },
    history: { state: null, replaceState: (_: unknown, __: string, url: string) => (replaced = url) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  loadSession.mockReset();
});

describe('opening an account as an internal admin (admin + account)', () => {
  it('stores the account, asks /me again with it and cleans admin out of the address', async () => {
    loadSession.mockResolvedValue(ops([account(7)]));
    await openAccountAsAdmin(new QueryClient(), ops(), 7);
    expect(storedAccountId()).toBe(7);
    expect(loadSession).toHaveBeenCalledOnce();
    expect(replaced).toBe('/trackers');
  });

  it('keeps admin in the address when the account lives on the other host, for the hand-over to carry', async () => {
    loadSession.mockResolvedValue(ops([account(1, true)]));
    await openAccountAsAdmin(new QueryClient(), ops(), 1);
    expect(storedAccountId()).toBe(1);
    expect(replaced).toBeNull();
  });

  it('opens nothing for a user who is not an internal admin, or during an imitation', async () => {
    const maria = { ...ops([account(2)]), is_gpx_admin: false };
    const imitation = { ...ops(), imitated_by: { id: 9, name: 'Olivia Ops' } };
    for (const me of [maria, imitation, null]) await openAccountAsAdmin(new QueryClient(), me, 7);
    expect(loadSession).not.toHaveBeenCalled();
    expect(storedAccountId()).toBeNull();
    expect(replaced).toBe('/trackers');
  });

  it('ignores an account id that is not a positive whole number', async () => {
    for (const id of [0, -3, Number.NaN, 1.5]) await openAccountAsAdmin(new QueryClient(), ops(), id);
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('removes only admin from an address', () => {
    expect(withoutAdminParam('http://h/trackers?admin=1&search=van#x')).toBe('/trackers?search=van#x');
  });
});
