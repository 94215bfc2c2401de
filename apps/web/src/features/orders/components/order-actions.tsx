import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { OrderActions as Actions } from '../utils/order-status.ts';

/**
 * The order detail's actions (spec 3 §2.4): a Pay Now menu (Pay Now, with View Invoice beside it) for a payable
 * order, otherwise a View Invoice button unless the order is a draft or a cart.
 */
export function OrderActions({
  actions,
  onPay,
  onViewInvoice,
}: {
  actions: Actions;
  onPay: () => void;
  onViewInvoice: () => void;
}) {
  if (actions.payNow)
    return (
      <Group gap={0} wrap="nowrap">
        <Button onClick={onPay} style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}>
          Pay Now
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="filled"
              size={36}
              aria-label="More order actions"
              style={{
                borderTopLeftRadius: 0,
                borderBottomLeftRadius: 0,
                borderLeft: '1px solid var(--mantine-color-body)',
              }}
            >
              ▾
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onPay}>Pay Now</Menu.Item>
            <Menu.Item onClick={onViewInvoice}>View Invoice</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  if (actions.viewInvoice)
    return (
      <Button variant="default" onClick={onViewInvoice}>
        View Invoice
      </Button>
    );
  return null;
}
