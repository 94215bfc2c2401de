import { ONGOING_SHIPMENT_STATUSES, type ShipmentStatus } from '@lodestar/contracts';
import type { MarkerColour } from './marker-colour.ts';

/**
 * The marker colour of a shipment on the map (spec 2 §4): In Progress blue, Completed green, Not Started gray,
 * Running Late and Completed Late red.
 */
export const SHIPMENT_MARKER_COLOURS: Record<ShipmentStatus, MarkerColour> = {
  'Not Started': 'gray',
  'In Progress': 'blue',
  'Running Late': 'red',
  Completed: 'green',
  'Completed Late': 'red',
};

/** The marker colour of a shipment in this status (spec 2 §4). */
export function shipmentMarkerColour(status: ShipmentStatus): MarkerColour {
  return SHIPMENT_MARKER_COLOURS[status];
}

/** Ongoing shipments (Not Started, In Progress, Running Late) show an estimated end, the others their actual end. */
export function isOngoingShipment(status: ShipmentStatus): boolean {
  return ONGOING_SHIPMENT_STATUSES.includes(status);
}

/**
 * The end a shipment row shows (spec 2 §4): 'Estimated End' (the estimate, else the scheduled end) while
 * ongoing, 'Actual End' (when it ended, else the scheduled end) once finished.
 */
export function shipmentEndShown(shipment: {
  status: ShipmentStatus;
  end_at: string;
  estimated_end_at: string | null;
  ended_at: string | null;
}): { label: 'Estimated End' | 'Actual End'; at: string } {
  if (isOngoingShipment(shipment.status))
    return { label: 'Estimated End', at: shipment.estimated_end_at ?? shipment.end_at };
  return { label: 'Actual End', at: shipment.ended_at ?? shipment.end_at };
}
