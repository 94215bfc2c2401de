import type { Order } from '@lodestar/contracts';
import { Box, Group, Stack, Title } from '@mantine/core';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { invoicePayment } from '../utils/invoice-payment.ts';
import { ApproveOrderBanner } from './approve-order-banner.tsx';
import { ApproveOrderPayment } from './approve-order-payment.tsx';
import { ApproveOrderTerms } from './approve-order-terms.tsx';
import { InvoiceView } from './invoice-view.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * The approve page's content (spec 3 §2.6): the brand, the banner naming who sent it, the invoice, the payment
 * schedule, then Continue to Payment with its due date (or, once paid, that it is paid), and the terms.
 * Nothing of the account but this order.
 */
export function ApproveOrderView({ order, uuid }: { order: Order; uuid: string }) {
  const payment = invoicePayment(order);
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={960} mx="auto" w="100%">
      <Stack gap="lg">
        <BrandLogo height={32} />
        <ApproveOrderBanner salesPerson={order.admin_form_details.sales_person} />
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            Order #{order.id}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        <InvoiceView order={order} payment={payment} />
        <ApproveOrderPayment order={order} payment={payment} uuid={uuid} />
        <ApproveOrderTerms order={order} />
      </Stack>
    </Box>
  );
}
