import { Title } from '@mantine/core';

/** Subscriptions (issue 29): being built. */
export function SubscriptionsScreen() {
  return <Title order={2} size="h3">Subscriptions</Title>;
}
