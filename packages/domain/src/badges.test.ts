import type { Position } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { batteryBadge, batteryBadgeColour, isTrackerRowClickable, trackerStatusBadge } from './badges.ts';

// the badge rules only look at whether a position exists
const somePosition = {} as Position;

describe('battery badge (spec 1 §4)', () => {
  it('is red below 20, yellow from 20 to below 40, green from 40', () => {
    expect(batteryBadgeColour(0)).toBe('red');
    expect(batteryBadgeColour(19.9)).toBe('red');
    expect(batteryBadgeColour(20)).toBe('yellow');
    expect(batteryBadgeColour(39.9)).toBe('yellow');
    expect(batteryBadgeColour(40)).toBe('green');
    expect(batteryBadgeColour(100)).toBe('green');
  });

  it('shows no badge for an unknown level', () => {
    expect(batteryBadgeColour(null)).toBeNull();
    expect(batteryBadgeColour(undefined)).toBeNull();
    expect(batteryBadgeColour(Number.NaN)).toBeNull();
    expect(batteryBadge(null)).toBeNull();
  });

  it('labels the rounded percentage', () => {
    expect(batteryBadge(55.4)).toEqual({ label: '55%', colour: 'green' });
    expect(batteryBadge(19.6)).toEqual({ label: '20%', colour: 'red' });
  });
});

describe('tracker status badge (spec 1 §4)', () => {
  it("shows 'Pending Renewal' in the error style", () => {
    expect(trackerStatusBadge({ status: 'pending-renewal', current_position: somePosition })).toEqual({
      label: 'Pending Renewal',
      colour: 'red',
    });
  });

  it("shows 'Provisioned' for pending, even without a position", () => {
    expect(trackerStatusBadge({ status: 'pending', current_position: null })?.label).toBe('Provisioned');
  });

  it("shows 'No Data' for an active tracker without a position", () => {
    expect(trackerStatusBadge({ status: 'active', current_position: null })).toEqual({
      label: 'No Data',
      colour: 'gray',
    });
    expect(trackerStatusBadge({ status: null, current_position: null })?.label).toBe('No Data');
  });

  it('shows nothing for an active tracker with a position', () => {
    expect(trackerStatusBadge({ status: 'active', current_position: somePosition })).toBeNull();
  });

  it('labels the states that end tracking', () => {
    expect(trackerStatusBadge({ status: 'cancelled', current_position: somePosition })?.label).toBe(
      'Cancelled',
    );
    expect(trackerStatusBadge({ status: 'blocked', current_position: null })?.label).toBe('Blocked');
  });
});

describe('tracker row clickability (spec 1 §2.4)', () => {
  const consumer = { is_b2b_account: false };
  const business = { is_b2b_account: true };

  it('links active, pending, pending-renewal and pending-cancellation rows on any account', () => {
    for (const status of ['active', 'pending', 'pending-renewal', 'pending-cancellation'] as const) {
      expect(isTrackerRowClickable(status, consumer)).toBe(true);
      expect(isTrackerRowClickable(status, business)).toBe(true);
    }
  });

  it('links cancelled rows only on business accounts', () => {
    expect(isTrackerRowClickable('cancelled', business)).toBe(true);
    expect(isTrackerRowClickable('cancelled', consumer)).toBe(false);
    expect(isTrackerRowClickable('cancelled', null)).toBe(false);
  });

  it('never links blocked, archived or unknown rows', () => {
    expect(isTrackerRowClickable('blocked', business)).toBe(false);
    expect(isTrackerRowClickable('archived', business)).toBe(false);
    expect(isTrackerRowClickable(null, business)).toBe(false);
  });
});
