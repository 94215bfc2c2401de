import { BILLING_TEXTS, pathTo } from '@lodestar/contracts';
import { Anchor, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_TEXTS } from '../../../components/payments/payment-texts.ts';
import { usePaymentIntentRefresh } from '../api/refresh-payment-intent.ts';

/**
 * /payment-success?order_id=…&payment_intent=…#orders (spec 3 §2.1, §2.7): 'Thank you for your payment' and the
 * way back to the trackers. The payment intent is refreshed here, so the order reads paid at once, before (or
 * without) the provider's webhook.
 */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || null;
  const refresh = usePaymentIntentRefresh(params.get('payment_intent'));
  const queryClient = useQueryClient();
  const refreshed = refresh.isSuccess;

  useEffect(() => {
    // orders, subscriptions and methods read before the payment are out of date now
    if (refreshed) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
  }, [refreshed, queryClient]);

  return (
    <Stack gap="md" align="center" py="xl" ta="center">
      <Title order={1} size="h2">
        {BILLING_TEXTS.thankYou}
      </Title>
      {refresh.isFetching && <Loader size="sm" aria-label="Confirming the payment" />}
      <Stack gap={4} align="center">
        {orderId && (
          <Anchor component={Link} to={pathTo('ManageOrderView', { id: orderId })}>
            {PAYMENT_TEXTS.viewOrder} #{orderId}
          </Anchor>
        )}
        <Anchor component={Link} to={pathTo('DeviceListView')}>
          {PAYMENT_TEXTS.backToTrackers}
        </Anchor>
      </Stack>
    </Stack>
  );
}
