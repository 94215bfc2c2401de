import { describe, expect, it } from 'vitest';
import {
  canManageGroups,
  canOpenManageArea,
  canSeeCancelledDevices,
  canUseBleFeature,
  canViewCustomReport,
  canViewDashboards,
  isB2B,
} from './permissions.ts';
import { accountWith } from './test/account-fixture.ts';

describe('role rules', () => {
  it('lets admin and all manage groups and open the manage area, not specific devices or nobody', () => {
    for (const check of [canManageGroups, canOpenManageArea]) {
      expect(check('admin')).toBe(true);
      expect(check('all')).toBe(true);
      expect(check('devices')).toBe(false);
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
    }
  });
});

describe('setting rules', () => {
  it('reads switch settings as on only for truthy text', () => {
    expect(canViewDashboards(accountWith({}, { dashboards: '1' }))).toBe(true);
    expect(canViewDashboards(accountWith({}, { dashboards: 'TRUE' }))).toBe(true);
    expect(canViewDashboards(accountWith({}, { dashboards: '0' }))).toBe(false);
    expect(canViewDashboards(accountWith({}, { dashboards: null }))).toBe(false);
    expect(canViewDashboards(accountWith())).toBe(false);
    expect(canViewDashboards(null)).toBe(false);
  });

  it('gates BLE and cancelled trackers on their own settings', () => {
    expect(canUseBleFeature(accountWith({}, { ble_tags: '1' }))).toBe(true);
    expect(canUseBleFeature(accountWith({}, { dashboards: '1' }))).toBe(false);
    expect(canSeeCancelledDevices(accountWith({}, { show_cancelled_devices: 'on' }))).toBe(true);
    expect(canSeeCancelledDevices(accountWith({ is_b2b_account: true }))).toBe(false);
  });

  it('needs dashboards, embeds_custom_report and a non-blank report address for the custom report', () => {
    const all = {
      dashboards: '1',
      embeds_custom_report: '1',
      embed_report_src: 'https://reports.example/r/1',
    };
    expect(canViewCustomReport(accountWith({}, all))).toBe(true);
    expect(canViewCustomReport(accountWith({}, { ...all, dashboards: '0' }))).toBe(false);
    expect(canViewCustomReport(accountWith({}, { ...all, embeds_custom_report: '0' }))).toBe(false);
    expect(canViewCustomReport(accountWith({}, { ...all, embed_report_src: '   ' }))).toBe(false);
    expect(canViewCustomReport(accountWith({}, { ...all, embed_report_src: null }))).toBe(false);
    expect(canViewCustomReport(null)).toBe(false);
  });

  it('knows business accounts', () => {
    expect(isB2B(accountWith({ is_b2b_account: true }))).toBe(true);
    expect(isB2B(accountWith())).toBe(false);
    expect(isB2B(null)).toBe(false);
  });
});
