import { ORDERS_PER_PAGE } from '@lodestar/contracts';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useAccountOrders } from '../api/get-account-orders.ts';
import { InvoiceModal } from './invoice-modal.tsx';
import { OrdersTable } from './orders-table.tsx';
import { PayOrderDialog } from './pay-order-dialog.tsx';

/**
 * The Order History tab (spec 3 §2.4): the account's orders, newest first, a page at a time, each opening its
 * detail; the row menu pays (admins only: money moves, decision 0066) or shows the invoice.
 */
export function OrdersScreen() {
  const { access } = useCurrentAccount();
  const account = access?.account;
  if (!account) return null;
  return <Orders accountId={account.id} mayPay={access.role === 'admin'} />;
}

function Orders({ accountId, mayPay }: { accountId: number; mayPay: boolean }) {
  const [perPage, setPerPage] = useState<number>(ORDERS_PER_PAGE);
  const [page, setPage] = usePage(String(perPage));
  const orders = useAccountOrders(accountId, page, perPage);
  const [invoiceOf, setInvoiceOf] = useState<number | null>(null);
  const [paying, setPaying] = useState<number | null>(null);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Order History
      </Title>
      {orders.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading orders" />
        </Center>
      )}
      {orders.isError && !orders.data && <Alert color="red">The orders could not be loaded.</Alert>}
      {orders.data && orders.data.data.length > 0 && (
        <OrdersTable
          orders={orders.data.data}
          mayPay={mayPay}
          onPay={(order) => setPaying(order.id)}
          onViewInvoice={(order) => setInvoiceOf(order.id)}
        />
      )}
      {orders.data && (
        <PaginationBar
          meta={orders.data.meta}
          onPage={setPage}
          label="Orders"
          pageSize={{ value: perPage, onChange: setPerPage }}
        />
      )}
      {invoiceOf !== null && (
        <InvoiceModal
          orderId={invoiceOf}
          mayPay={mayPay}
          onClose={() => setInvoiceOf(null)}
          onPay={(order) => {
            // the invoice gives way to the payment, rather than two dialogs trapping the keyboard at once
            setInvoiceOf(null);
            setPaying(order.id);
          }}
        />
      )}
      {paying !== null && <PayOrderDialog orderId={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
