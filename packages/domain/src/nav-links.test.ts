import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access-context.ts';
import { showsNavigation, visibleNavLinks } from './nav-links.ts';
import { accountWith } from './test/account-fixture.ts';

const labels = (access: AccessContext) => visibleNavLinks(access).map((l) => l.label);

describe('visibleNavLinks', () => {
  it('shows the always-on links to a user with specific devices and no flags', () => {
    expect(labels({ account: accountWith(), role: 'devices', isInternalAdmin: false })).toEqual([
      'Trackers',
      'Geofences',
      'Alerts',
      'Reports',
    ]);
  });

  it('adds each gated link with its own flag, in the spec order', () => {
    const account = accountWith({ can_track_shipments: true, has_rules_engine: true }, { dashboards: '1' });
    expect(labels({ account, role: 'all', isInternalAdmin: false })).toEqual([
      'Trackers',
      'Geofences',
      'Dashboards',
      'Shipments',
      'Alerts',
      'Reports',
      'Rules',
      'Manage',
    ]);
  });

  it('shows Manage to admin and all only', () => {
    const account = accountWith();
    expect(labels({ account, role: 'admin', isInternalAdmin: false })).toContain('Manage');
    expect(labels({ account, role: 'devices', isInternalAdmin: false })).not.toContain('Manage');
  });
});

describe('showsNavigation', () => {
  it('hides the navigation on internal admin views only', () => {
    expect(showsNavigation('GpxAdminDeviceDetailsView')).toBe(false);
    expect(showsNavigation('DeviceDetailsView')).toBe(true);
    expect(showsNavigation(null)).toBe(true);
  });
});
