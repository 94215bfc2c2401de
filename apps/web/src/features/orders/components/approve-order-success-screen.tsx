import { BILLING_TEXTS, ROUTES } from '@lodestar/contracts';
import { Button, Center, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';

/** Sign in, then straight to the Order History where the paid order now is. */
const SIGN_IN_TO_ORDERS = `${ROUTES.LoginView}?next=${encodeURIComponent(ROUTES.ManageOrdersView)}`;

/**
 * ApproveOrderSuccessView at /approve-order-success (spec 3 §2.1; its content is not shown in the spec): where the
 * approve page's payment lands, signed out. It thanks the customer and says what happens next (decision 0066:
 * the trackers' subscriptions start when each tracker first reports; later payments are charged when due).
 */
export function ApproveOrderSuccessScreen() {
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" maw={560} w="100%">
        <Stack gap="md">
          <BrandLogo height={36} />
          <Title order={1} size="h2">
            {BILLING_TEXTS.thankYou}
          </Title>
          <Text>Your order is approved. Here is what happens next:</Text>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              We prepare your trackers and ship them to the shipping address on the order.
            </List.Item>
            <List.Item>
              Each tracker shows as Provisioned until it arrives; its subscription starts when it first
              reports.
            </List.Item>
            <List.Item>
              Any later payments of the order&apos;s schedule are charged on their due dates.
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            A bank (ACH) payment takes a few business days to settle; the order shows as paid meanwhile.
          </Text>
          <Text size="sm">Sign in to see the order, its invoices and your subscriptions.</Text>
          <Button component={Link} to={SIGN_IN_TO_ORDERS} style={{ alignSelf: 'flex-start' }}>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
