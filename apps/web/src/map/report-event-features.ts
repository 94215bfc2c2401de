import { TRACKER_EVENT_LABELS, type ReportEvent, type TrackerEventType } from '@lodestar/contracts';
import type { FeatureCollection, Point } from 'geojson';

/** What kind of thing an event marker stands for: an alarm, a geofence crossing, a shipment's milestone. */
export type ReportEventKind = 'alarm' | 'geofence' | 'shipment';

/** Marker colours by kind, apart from the path's red/orange/dark and the stops' circles. */
export const REPORT_EVENT_PALETTE: Record<ReportEventKind, string> = {
  alarm: '#c2255c',
  geofence: '#1971c2',
  shipment: '#6741d9',
};

/** The kind of an event type: geofence crossings and shipment milestones by name, every other type an alarm. */
export function reportEventKind(type: TrackerEventType): ReportEventKind {
  if (type.startsWith('geofence_')) return 'geofence';
  if (type.startsWith('shipment_')) return 'shipment';
  return 'alarm';
}

export interface ReportEventFeatureProperties {
  index: number;
  kind: ReportEventKind;
  paint: string;
  label: string;
  description: string;
  created_at: string;
}

/**
 * One point per event of a report that knows where it happened (events without a fix, e.g. a shipment late
 * notice, are in the list only), in the events' order.
 */
export function reportEventFeatures(
  events: readonly ReportEvent[],
): FeatureCollection<Point, ReportEventFeatureProperties> {
  const features: FeatureCollection<Point, ReportEventFeatureProperties>['features'] = [];
  events.forEach((event, index) => {
    if (!event.location) return;
    const kind = reportEventKind(event.event_type);
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [...event.location] },
      properties: {
        index,
        kind,
        paint: REPORT_EVENT_PALETTE[kind],
        label: TRACKER_EVENT_LABELS[event.event_type],
        description: event.description,
        created_at: event.created_at,
      },
    });
  });
  return { type: 'FeatureCollection', features };
}
