import { describe, expect, it } from 'vitest';
import { deviceListStatuses } from './device-list-statuses.ts';
import { accountWith } from './test/account-fixture.ts';

const LIVE = ['active', 'pending', 'pending-renewal', 'pending-cancellation'];

describe('deviceListStatuses', () => {
  it('asks consumer accounts for the four live statuses only', () => {
    expect(deviceListStatuses(accountWith())).toEqual(LIVE);
  });

  it('adds cancelled for business accounts', () => {
    expect(deviceListStatuses(accountWith({ is_b2b_account: true }))).toEqual([...LIVE, 'cancelled']);
  });

  it('adds cancelled and blocked with show_cancelled_devices, on any account', () => {
    expect(deviceListStatuses(accountWith({}, { show_cancelled_devices: '1' }))).toEqual([
      ...LIVE,
      'cancelled',
      'blocked',
    ]);
  });

  it('lists cancelled once when a business account also shows cancelled trackers', () => {
    const statuses = deviceListStatuses(
      accountWith({ is_b2b_account: true }, { show_cancelled_devices: '1' }),
    );
    expect(statuses).toEqual([...LIVE, 'cancelled', 'blocked']);
  });

  it('falls back to the live statuses without an account', () => {
    expect(deviceListStatuses(null)).toEqual(LIVE);
  });
});
