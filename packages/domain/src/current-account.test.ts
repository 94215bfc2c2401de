import { describe, expect, it } from 'vitest';
import { accessContextFor } from './access-context.ts';
import { pickCurrentAccount, roleInAccount } from './current-account.ts';
import { accountWith } from './test/account-fixture.ts';

const acme = accountWith({ id: 7, title: 'Acme' });
const rivera = accountWith({ id: 9, title: 'Rivera' });

describe('pickCurrentAccount', () => {
  it('keeps the stored choice while the user still belongs to that account', () => {
    expect(pickCurrentAccount([acme, rivera], 9)).toBe(rivera);
  });

  it('falls back to the first account when nothing or a foreign account is stored', () => {
    expect(pickCurrentAccount([acme, rivera], null)).toBe(acme);
    expect(pickCurrentAccount([acme, rivera], 42)).toBe(acme);
  });

  it('gives no account to a user without accounts', () => {
    expect(pickCurrentAccount([], 7)).toBeNull();
  });
});

describe('roleInAccount and accessContextFor', () => {
  const me = {
    accounts: [acme, rivera],
    account_roles: { '7': 'admin', '9': 'devices' } as const,
    is_gpx_admin: false,
  };

  it('reads the role of the account in use', () => {
    expect(roleInAccount(me, 9)).toBe('devices');
    expect(roleInAccount(me, 3)).toBeNull();
    expect(roleInAccount(me, null)).toBeNull();
  });

  it('combines the current account, its role and the internal admin flag', () => {
    expect(accessContextFor(me, 9)).toEqual({ account: rivera, role: 'devices', isInternalAdmin: false });
    expect(accessContextFor({ accounts: [], account_roles: {}, is_gpx_admin: true }, 7)).toEqual({
      account: null,
      role: null,
      isInternalAdmin: true,
    });
  });
});
