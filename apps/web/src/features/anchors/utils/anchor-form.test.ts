import type { Anchor } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  anchorFormOf,
  anchorRequestOf,
  anchorStepProgress,
  canLeaveNameStep,
  canLeavePlaceStep,
  emptyAnchorForm,
  hasUnsavedChanges,
} from './anchor-form.ts';

const anchor: Anchor = {
  id: 7,
  account_id: 1,
  name: 'Dock 4',
  serial: 'BLE-0004',
  device_id: 12,
  geofence_id: 3,
  geofence: { id: 3, name: 'Main Warehouse' },
  address: '1 Harbor Way',
  radius: 50,
  lat: 40.1,
  lng: -74.2,
  notes: null,
  images: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('anchor wizard rules', () => {
  it('shows 25, 50, 75 and 100 percent for steps 1 to 4', () => {
    expect([1, 2, 3, 4].map((s) => anchorStepProgress(s as 1 | 2 | 3 | 4))).toEqual([25, 50, 75, 100]);
  });

  it('starts a new anchor at 30 ft with no pin, keeping a carried-over address', () => {
    const form = emptyAnchorForm('1 Harbor Way');
    expect(form).toMatchObject({ radius: 30, lat: null, lng: null, address: '1 Harbor Way', name: '' });
  });

  it('leaves step 1 only with a name and a chosen tracker', () => {
    const form = emptyAnchorForm();
    expect(canLeaveNameStep(form)).toBe(false);
    expect(canLeaveNameStep({ ...form, name: '  ', serial: 'X' })).toBe(false);
    expect(canLeaveNameStep({ ...form, name: 'Dock', serial: '' })).toBe(false);
    expect(canLeaveNameStep({ ...form, name: 'Dock', serial: 'X' })).toBe(true);
  });

  it('leaves step 3 only with a pin, a radius choice and no lookup running', () => {
    const placed = { ...emptyAnchorForm(), lat: 1, lng: 2 };
    expect(canLeavePlaceStep(emptyAnchorForm(), false)).toBe(false);
    expect(canLeavePlaceStep(placed, false)).toBe(true);
    expect(canLeavePlaceStep(placed, true)).toBe(false);
    expect(canLeavePlaceStep({ ...placed, radius: 35 }, false)).toBe(false);
  });

  it('sends the whole form, with empty notes as null and the geofence by id', () => {
    const form = { ...anchorFormOf(anchor), name: ' Dock 4b ', notes: '  ' };
    expect(anchorRequestOf(form)).toEqual({
      name: 'Dock 4b',
      serial: 'BLE-0004',
      geofence_id: 3,
      address: '1 Harbor Way',
      radius: 50,
      lat: 40.1,
      lng: -74.2,
      notes: null,
    });
  });

  it('asks before closing only when something changed', () => {
    const start = anchorFormOf(anchor);
    expect(hasUnsavedChanges(start, start, false)).toBe(false);
    expect(hasUnsavedChanges(start, start, true)).toBe(true);
    expect(hasUnsavedChanges({ ...start, radius: 80 }, start, false)).toBe(true);
    const fresh = emptyAnchorForm();
    expect(hasUnsavedChanges({ ...fresh, name: 'D' }, fresh, false)).toBe(true);
  });
});
