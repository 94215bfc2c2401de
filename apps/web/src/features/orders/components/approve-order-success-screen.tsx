import { BILLING_TEXTS, pathTo, ROUTES, type PaymentProgress } from '@lodestar/contracts';
import { Alert, Anchor, Button, Center, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { usePublicPaymentRefresh } from '../api/refresh-public-payment.ts';

/** Sign in, then straight to the Order History where the paid order now is. */
const SIGN_IN_TO_ORDERS = `${ROUTES.LoginView}?next=${encodeURIComponent(ROUTES.ManageOrdersView)}`;

/**
 * ApproveOrderSuccessView at /approve-order-success (spec 3 §2.1; its content is not shown in the spec): where the
 * approve page's payment lands, signed out, with ?uuid=…&payment_intent=… when a card paid. The intent is refreshed
 * (so the order reads paid before any webhook); the page thanks the customer and says what happens next (decision
 * 0066: the trackers' subscriptions start when each tracker first reports; later payments are charged when due).
 */
export function ApproveOrderSuccessScreen() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const refresh = usePublicPaymentRefresh(uuid, params.get('payment_intent'));
  const queryClient = useQueryClient();
  const settled = !refresh.isFetching;

  useEffect(() => {
    // an approve page read before paying says payable: it is read again when opened from here (not the refresh)
    if (settled)
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'public-orders' && query.queryKey.length === 2,
      });
  }, [settled, queryClient]);
  if (refresh.data?.status === 'failed') return <PaymentFailed progress={refresh.data} uuid={uuid!} />;
  return (
    <Frame>
      <Title order={1} size="h2">
        {BILLING_TEXTS.thankYou}
      </Title>
      {refresh.isFetching && <Loader size="sm" aria-label="Confirming the payment" />}
      <Text>
        {refresh.data?.status === 'processing'
          ? 'Your payment is being processed. Your order is approved; here is what happens next:'
          : 'Your order is approved. Here is what happens next:'}
      </Text>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>We prepare your trackers and ship them to the shipping address on the order.</List.Item>
        <List.Item>
          Each tracker shows as Provisioned until it arrives; its subscription starts when it first reports.
        </List.Item>
        <List.Item>Any later payments of the order&apos;s schedule are charged on their due dates.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        A bank (ACH) payment takes a few business days to settle; the order shows as paid meanwhile.
      </Text>
      {uuid && (
        <Anchor component={Link} to={pathTo('ApproveOrderView', { uuid })} size="sm">
          View the order
        </Anchor>
      )}
      <Text size="sm">Sign in to see the order, its invoices and your subscriptions.</Text>
      <Button component={Link} to={SIGN_IN_TO_ORDERS} style={{ alignSelf: 'flex-start' }}>
        Sign in
      </Button>
    </Frame>
  );
}

/** A card that failed after leaving the page (its authentication refused): the way back to pay again. */
function PaymentFailed({ progress, uuid }: { progress: PaymentProgress; uuid: string }) {
  return (
    <Frame>
      <Title order={1} size="h2">
        Your payment did not go through
      </Title>
      <Alert color="red" role="alert">
        {progress.failure_message ?? 'The card was not charged.'}
      </Alert>
      <Button component={Link} to={pathTo('ApproveOrderView', { uuid })} style={{ alignSelf: 'flex-start' }}>
        Back to the order
      </Button>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" maw={560} w="100%">
        <Stack gap="md">
          <BrandLogo height={36} />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
