import type { Subscription } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { dayText, deviceNameText, monthsText, statusLabel } from './subscription-words.ts';

const named = (name: string | null) =>
  ({ devices: name === null ? [] : [{ id: 1, name, serial: 'S1', imei: null }] }) as unknown as Subscription;

describe('subscription words (spec 3 §4, §9)', () => {
  it('labels statuses as the spec does: overrides first, else the capitalised value', () => {
    expect(statusLabel('pending-cancellation')).toBe('Pending Cancellation');
    expect(statusLabel('pending-renewal')).toBe('Pending Renewal');
    expect(statusLabel('archived')).toBe('Cancelled');
    expect(statusLabel('ach-requested')).toBe('paid');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('blocked')).toBe('Blocked');
  });

  it('cuts a device name to 60 characters and shows - while no tracker is assigned', () => {
    const sixty = 'x'.repeat(60);
    expect(deviceNameText(named(sixty))).toBe(sixty);
    const long = deviceNameText(named('y'.repeat(61)));
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(deviceNameText(named(null))).toBe('-');
  });

  it("shows '-' for a missing day and counts months in words", () => {
    expect(dayText(null)).toBe('-');
    expect(dayText('2026-03-04T12:00:00Z')).toMatch(/^Mar [45], 2026$/);
    expect(monthsText(1)).toBe('1 month');
    expect(monthsText(12)).toBe('12 months');
  });
});
