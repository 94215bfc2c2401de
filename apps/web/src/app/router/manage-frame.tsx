import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs, type RouteTab } from '../../components/route-tabs.tsx';
import { useCurrentAccount } from '../../session/use-current-account.ts';
import { useCurrentView } from './view-handle.ts';

/** The manage area's tabs (spec 3 §2.4); API only for accounts with has_api_access (the guard agrees). */
export const MANAGE_TABS: readonly RouteTab[] = [
  { label: 'Subscriptions', view: 'ManageSubscriptionsView', alsoFor: ['ManageSubscriptionView'] },
  { label: 'Users', view: 'ManageUsersView' },
  { label: 'Order History', view: 'ManageOrdersView', alsoFor: ['ManageOrderView'] },
  { label: 'Addresses', view: 'ManageAddressesView' },
  { label: 'Payment', view: 'ManagePaymentView' },
  { label: 'API', view: 'ManageApiView' },
];

/** The frame around every manage tab: the 'Manage' heading, the tabs (a dropdown on phones), then the tab. */
export function ManageFrame({ children }: { children: ReactNode }) {
  const view = useCurrentView();
  const { access } = useCurrentAccount();
  const tabs = MANAGE_TABS.filter((tab) => tab.view !== 'ManageApiView' || access?.account?.has_api_access);
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="md">
        <Title order={1}>Manage</Title>
        <RouteTabs tabs={tabs} current={view?.view} label="Manage sections" />
        {children}
      </Stack>
    </Container>
  );
}
