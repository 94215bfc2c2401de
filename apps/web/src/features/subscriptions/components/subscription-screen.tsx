import { pathTo, type Subscription } from '@lodestar/contracts';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useSubscriptionOrders } from '../api/get-subscription-orders.ts';
import { dayText } from '../utils/subscription-words.ts';
import { SubscriptionActionButton } from './subscription-action.tsx';
import { SubscriptionDeviceItem } from './subscription-device-item.tsx';
import { SubscriptionFacts } from './subscription-facts.tsx';
import { SubscriptionOrdersTable } from './subscription-orders-table.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

/** ManageSubscriptionView at /manage/subscriptions/{id} (spec 3 §2.4); the tab stays Subscriptions. */
export function SubscriptionScreen() {
  const { access } = useCurrentAccount();
  const id = Number(useParams().id);
  const subscription = useSubscription(id);
  if (!access?.account) return null;
  if (subscription.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the subscription" />
      </Center>
    );
  if (subscription.isError)
    return (
      <Alert color="red">{messageOf(subscription.error, 'The subscription could not be loaded.')}</Alert>
    );
  return <SubscriptionDetails subscription={subscription.data} isAdmin={access.role === 'admin'} />;
}

/** The details: status, dates, tracker, prices, the status's button for admins, then the related orders. */
export function SubscriptionDetails({
  subscription,
  isAdmin,
}: {
  subscription: Subscription;
  isAdmin: boolean;
}) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pathTo('ManageSubscriptionsView')} size="sm" w="fit-content">
        ← All subscriptions
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3">
              Subscription #{subscription.id}
            </Title>
            <SubscriptionStatusBadge status={subscription.status} />
          </Group>
          {subscription.start_at && (
            <Text size="sm" c="dimmed" data-testid="subscription-since">
              Since {dayText(subscription.start_at)}
            </Text>
          )}
        </Stack>
        {isAdmin && <SubscriptionActionButton subscription={subscription} />}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SubscriptionDeviceItem subscription={subscription} />
          <SubscriptionFacts subscription={subscription} />
        </Stack>
      </Paper>
      <RelatedOrders subscriptionId={subscription.id} />
    </Stack>
  );
}

function RelatedOrders({ subscriptionId }: { subscriptionId: number }) {
  const [page, setPage] = useState(1);
  const orders = useSubscriptionOrders(subscriptionId, page);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Related Orders
      </Title>
      {orders.isPending && <Loader size="sm" aria-label="Loading the related orders" />}
      {orders.isError && <Alert color="red">The related orders could not be loaded.</Alert>}
      {orders.data && orders.data.data.length > 0 && <SubscriptionOrdersTable orders={orders.data.data} />}
      {orders.data && <PaginationBar meta={orders.data.meta} onPage={setPage} label="Related orders" />}
    </Stack>
  );
}
