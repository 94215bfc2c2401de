import { ORDER_STATUSES, ORDERS_PER_PAGE, pathTo, type OrderStatus } from '@lodestar/contracts';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { orderStatusLabel } from '../utils/order-status.ts';
import { AdminOrdersTable } from './admin-orders-table.tsx';

/** The path of a new draft's form: the order view with 'new' for its id. */
export const NEW_ORDER_PATH = pathTo('AdminOrderView', { id: 'new' });

const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

/**
 * AdminOrdersView at /admin/orders (issue 29 item 5): internal admins see every account's orders, newest first,
 * by status, and start a new draft sale. The status lives in the address, so going back keeps it.
 */
export function AdminOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status') ?? '';
  const status = (ORDER_STATUSES as readonly string[]).includes(wanted) ? (wanted as OrderStatus) : undefined;
  const [page, setPage] = usePage(status ?? '');
  const orders = useAdminOrders({ page, perPage: ORDERS_PER_PAGE, status });

  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap">
          <Stack gap={2}>
            <Anchor component={Link} to={pathTo('InternalAdminHomeView')} size="sm">
              ← Admin Home
            </Anchor>
            <Title order={1}>Orders</Title>
          </Stack>
          <Button component={Link} to={NEW_ORDER_PATH}>
            New Order
          </Button>
        </Group>
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_CHOICES}
          value={status ?? null}
          onChange={(value) => setParams(value ? { status: value } : {}, { replace: true })}
          clearable
          maw={260}
        />
        {orders.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading orders" />
          </Center>
        )}
        {orders.isError && !orders.data && <Alert color="red">The orders could not be loaded.</Alert>}
        {orders.data && orders.data.data.length > 0 && <AdminOrdersTable orders={orders.data.data} />}
        {orders.data && <PaginationBar meta={orders.data.meta} onPage={setPage} label="Orders" />}
      </Stack>
    </Container>
  );
}
