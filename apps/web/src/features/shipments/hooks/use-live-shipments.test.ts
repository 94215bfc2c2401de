import type { TrackerEvent } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { changesShipments } from './use-live-shipments.ts';

const event = (event_type: TrackerEvent['event_type']): TrackerEvent => ({
  id: 1,
  device_id: 2,
  device_name: 'Truck 14',
  event_type,
  description: 'x',
  created_at: '2026-01-01T00:00:00Z',
});

describe('live shipment events', () => {
  it("a shipment event of the account's batch reloads its shipments", () => {
    expect(changesShipments({ accountId: 1, events: [event('sos'), event('shipment_begin')] }, 1)).toBe(true);
    expect(changesShipments({ accountId: 1, events: [event('shipment_end')] }, 1)).toBe(true);
  });

  it("other events, or another account's, do not", () => {
    expect(changesShipments({ accountId: 1, events: [event('geofence_exit')] }, 1)).toBe(false);
    expect(changesShipments({ accountId: 2, events: [event('shipment_late')] }, 1)).toBe(false);
  });
});
