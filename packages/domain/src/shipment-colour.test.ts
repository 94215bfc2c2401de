import { SHIPMENT_STATUSES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { isOngoingShipment, shipmentEndShown, shipmentMarkerColour } from './shipment-colour.ts';

describe('shipment marker colour (spec 2 §4)', () => {
  it('colours each status as the spec says', () => {
    expect(shipmentMarkerColour('In Progress')).toBe('blue');
    expect(shipmentMarkerColour('Completed')).toBe('green');
    expect(shipmentMarkerColour('Not Started')).toBe('gray');
    expect(shipmentMarkerColour('Running Late')).toBe('red');
    expect(shipmentMarkerColour('Completed Late')).toBe('red');
  });

  it('has a colour for every status', () => {
    for (const status of SHIPMENT_STATUSES) expect(shipmentMarkerColour(status)).toBeTruthy();
  });
});

describe('the end a shipment shows', () => {
  const times = { end_at: '2026-01-02T10:00:00Z', estimated_end_at: null, ended_at: null };

  it('ongoing: the estimate, else the scheduled end', () => {
    expect(isOngoingShipment('Running Late')).toBe(true);
    expect(shipmentEndShown({ ...times, status: 'In Progress' })).toEqual({
      label: 'Estimated End',
      at: times.end_at,
    });
    expect(
      shipmentEndShown({ ...times, status: 'Not Started', estimated_end_at: '2026-01-02T11:00:00Z' }).at,
    ).toBe('2026-01-02T11:00:00Z');
  });

  it('finished: when it ended', () => {
    expect(isOngoingShipment('Completed')).toBe(false);
    expect(
      shipmentEndShown({ ...times, status: 'Completed Late', ended_at: '2026-01-02T12:00:00Z' }),
    ).toEqual({ label: 'Actual End', at: '2026-01-02T12:00:00Z' });
  });
});
