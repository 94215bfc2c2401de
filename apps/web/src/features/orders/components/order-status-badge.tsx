import type { OrderStatus } from '@lodestar/contracts';
import { Badge } from '@mantine/core';
import { orderStatusColour, orderStatusLabel } from '../utils/order-status.ts';

/** An order's status badge (spec 3 §4: 'ach-requested' reads 'paid', 'pending-approval' 'Pending Approval'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = orderStatusLabel(status);
  return (
    <Badge
      variant="light"
      color={orderStatusColour(status)}
      miw="max-content"
      style={{ flexShrink: 0 }}
      aria-label={`Status: ${label}`}
    >
      {label}
    </Badge>
  );
}
