import type { ReportEvent } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_EVENT_PALETTE, reportEventFeatures, reportEventKind } from './report-event-features.ts';

const event = (
  id: number,
  type: ReportEvent['event_type'],
  location: [number, number] | null,
): ReportEvent => ({
  id,
  created_at: '2026-06-01T08:00:00Z',
  description: `Event ${id}`,
  event_type: type,
  location,
});

describe('report event markers', () => {
  it('marks each event that has a place, coloured by its kind, and leaves the others to the list', () => {
    const features = reportEventFeatures([
      event(1, 'geofence_enter', [-88.1, 41.4]),
      event(2, 'shipment_late', null),
      event(3, 'sos', [-88.2, 41.5]),
      event(4, 'shipment_begin', [-88.3, 41.6]),
    ]).features;
    expect(features.map((f) => f.properties.description)).toEqual(['Event 1', 'Event 3', 'Event 4']);
    expect(features.map((f) => f.properties.paint)).toEqual([
      REPORT_EVENT_PALETTE.geofence,
      REPORT_EVENT_PALETTE.alarm,
      REPORT_EVENT_PALETTE.shipment,
    ]);
    expect(features[1]!.geometry.coordinates).toEqual([-88.2, 41.5]);
    expect(features[1]!.properties.index).toBe(2);
  });

  it('counts low battery, tamper and the SLA types as alarms', () => {
    for (const type of ['low_battery', 'tamper_alert', 'temperature_high', 'humidity_low'] as const)
      expect(reportEventKind(type)).toBe('alarm');
    expect(reportEventKind('geofence_exit')).toBe('geofence');
  });
});
