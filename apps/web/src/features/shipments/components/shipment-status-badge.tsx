import type { ShipmentStatus } from '@lodestar/contracts';
import { shipmentMarkerColour } from '@lodestar/domain';
import { Badge } from '@mantine/core';

/** A shipment's status, in its marker's colour (spec 2 §4: the badge colours are not shown; these match the map). */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <Badge variant="light" color={shipmentMarkerColour(status)} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
