import { describe, expect, it } from 'vitest';
import { inviteUserRequest, memberDevicesText, memberRoleText } from './account-users.ts';

describe('the users table texts (spec 3 §2.4)', () => {
  it("names roles 'Access All', 'Specific Devices' or the capitalised role", () => {
    expect(memberRoleText('all')).toBe('Access All');
    expect(memberRoleText('devices')).toBe('Specific Devices');
    expect(memberRoleText('admin')).toBe('Admin');
    expect(memberRoleText('viewer')).toBe('Viewer');
  });

  it("counts devices only for the devices role: 'All Devices', '1 Device', 'N Devices', 'Loading'", () => {
    expect(memberDevicesText('admin', 0)).toBe('All Devices');
    expect(memberDevicesText('all', 3)).toBe('All Devices');
    expect(memberDevicesText('devices', 1)).toBe('1 Device');
    expect(memberDevicesText('devices', 0)).toBe('0 Devices');
    expect(memberDevicesText('devices', 12)).toBe('12 Devices');
    expect(memberDevicesText('devices', undefined)).toBe('Loading');
  });
});

describe('the invite payload', () => {
  it("takes the spec's shape: devices as ids with permissions 'all'", () => {
    const parsed = inviteUserRequest.parse({
      account_id: 4,
      name: ' Pat ',
      email: 'pat@example.com',
      role: 'devices',
      devices: [{ id: 7, permissions: 'all' }],
    });
    expect(parsed).toMatchObject({ name: 'Pat', devices: [{ id: 7, permissions: 'all' }] });
    expect(inviteUserRequest.safeParse({ name: 'x', email: 'x@y.z', role: 'owner' }).success).toBe(false);
    expect(
      inviteUserRequest.safeParse({
        name: 'x',
        email: 'x@y.z',
        role: 'devices',
        devices: [{ id: 1, permissions: 'read' }],
      }).success,
    ).toBe(false);
  });
});
