import type { SubscriptionStatus } from '@lodestar/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import { statusLabel } from '../utils/subscription-words.ts';

/** Colours in the product's badge vocabulary: green runs, yellow is ending, red needs money, gray is over. */
const COLOURS: Record<SubscriptionStatus, MantineColor> = {
  active: 'green',
  pending: 'blue',
  'pending-renewal': 'red',
  'pending-cancellation': 'yellow',
  cancelled: 'gray',
  blocked: 'red',
  archived: 'gray',
};

/** A subscription's status badge with the spec's labels (spec 3 §4). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light" data-testid="subscription-status">
      {statusLabel(status)}
    </Badge>
  );
}
