import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The edit screen's top bar (spec 2 §2 'Cancel bar'): back to the shipment without saving. */
export function ShipmentFormCancelBar({ to }: { to: string }) {
  return (
    <Group px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Anchor component={Link} to={to} fw={500} aria-label="Cancel and go back to the shipment">
        ‹ Cancel
      </Anchor>
    </Group>
  );
}
