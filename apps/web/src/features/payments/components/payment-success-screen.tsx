import { BILLING_TEXTS, pathTo, type PaymentProgress } from '@lodestar/contracts';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_FORM_TEXTS } from '../../../components/payments/payment-texts.ts';
import { usePaymentIntentRefresh } from '../api/refresh-payment-intent.ts';

/**
 * /payment-success?order_id=…&payment_intent=…#orders (spec 3 §2.1, §2.7): 'Thank you for your payment' and the
 * way back to the trackers. The payment intent is refreshed here, so the order reads paid at once, before (or
 * without) the provider's webhook. A bank payment comes without an intent: nothing to refresh.
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
      {refresh.data && <ProgressNote progress={refresh.data} />}
      <Stack gap={4} align="center">
        {orderId && (
          <Anchor component={Link} to={pathTo('ManageOrderView', { id: orderId })}>
            {PAYMENT_FORM_TEXTS.viewOrder} #{orderId}
          </Anchor>
        )}
        <Anchor component={Link} to={pathTo('DeviceListView')}>
          {PAYMENT_FORM_TEXTS.backToTrackers}
        </Anchor>
      </Stack>
    </Stack>
  );
}

/** What the refresh found, when it is not plain success: still settling, or (after a redirect) failed. */
export function ProgressNote({ progress }: { progress: PaymentProgress }) {
  if (progress.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" maw={480}>
        {PAYMENT_FORM_TEXTS.paymentFailed} {progress.failure_message}
      </Alert>
    );
  }
  if (progress.status === 'processing') return <Text size="sm">{PAYMENT_FORM_TEXTS.paymentProcessing}</Text>;
  return null;
}
