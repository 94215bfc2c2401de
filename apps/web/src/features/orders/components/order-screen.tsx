import { pathTo, type Order } from '@lodestar/contracts';
import {
  Alert,
  Anchor,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../components/date-format.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useOrder } from '../api/get-order.ts';
import { orderActions } from '../utils/order-status.ts';
import { AddressCard } from './address-card.tsx';
import { InvoiceModal } from './invoice-modal.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderSubscriptions } from './order-subscriptions.tsx';
import { OrderTotals } from './order-totals.tsx';
import { PayOrderDialog } from './pay-order-dialog.tsx';

/**
 * One order of the account (spec 3 §2.4 order detail), in the Order History tab: 'Order #id', 'Placed on {date}',
 * its status, Pay Now or View Invoice, the lines, the summary, its subscriptions and the two addresses. Another
 * account's order is a 404, which the shared reaction turns into the Not Found page.
 */
export function OrderScreen() {
  const id = Number(useParams().id);
  const { access } = useCurrentAccount();
  const order = useOrder(id);
  if (order.data) return <OrderDetail order={order.data} mayPay={access?.role === 'admin'} />;
  return (
    <Center py="xl">
      {order.isError ? (
        <Alert color="red">The order could not be loaded.</Alert>
      ) : (
        <Loader aria-label="Loading order" />
      )}
    </Center>
  );
}

function OrderDetail({ order, mayPay }: { order: Order; mayPay: boolean }) {
  const [viewing, setViewing] = useState(false);
  const [paying, setPaying] = useState(false);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pathTo('ManageOrdersView')} size="sm">
        ← Order History
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3">
              Order #{order.id}
            </Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Placed on {formatDate(order.created_at)}
          </Text>
        </Stack>
        <OrderActions
          actions={orderActions(order.status, mayPay)}
          onPay={() => setPaying(true)}
          onViewInvoice={() => setViewing(true)}
        />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              Items
            </Title>
            <OrderItems items={order.orderItems} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Summary">
            <Title order={3} size="h5" mb="sm">
              Summary
            </Title>
            <OrderTotals summary={order.summary} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Stack gap="xs" component="section">
        <Title order={3} size="h5">
          Subscriptions
        </Title>
        <OrderSubscriptions orderId={order.id} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressCard title="Billing Address" address={order.billingAddress} />
        <AddressCard title="Shipping Address" address={order.shippingAddress} />
      </SimpleGrid>
      {viewing && (
        <InvoiceModal
          orderId={order.id}
          mayPay={mayPay}
          onClose={() => setViewing(false)}
          onPay={() => {
            setViewing(false);
            setPaying(true);
          }}
        />
      )}
      {paying && <PayOrderDialog orderId={order.id} onClose={() => setPaying(false)} />}
    </Stack>
  );
}
