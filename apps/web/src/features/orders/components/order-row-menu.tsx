import { ActionIcon, Menu } from '@mantine/core';
import type { OrderActions } from '../utils/order-status.ts';

/** The Orders table's row menu (spec 3 §2.4): Pay Now when payable, View Invoice; none for cart and draft. */
export function OrderRowMenu({
  orderId,
  actions,
  onPay,
  onViewInvoice,
}: {
  orderId: number;
  actions: OrderActions;
  onPay: () => void;
  onViewInvoice: () => void;
}) {
  if (!actions.viewInvoice) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for order #${orderId}`}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.payNow && <Menu.Item onClick={onPay}>Pay Now</Menu.Item>}
        <Menu.Item onClick={onViewInvoice}>View Invoice</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
