import { canViewCustomReport } from '@lodestar/domain';
import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouteTabs, type RouteTab } from '../../../components/route-tabs.tsx';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

const DWELL_TAB: RouteTab = { label: 'Dwell Reports', view: 'DashboardDwellView' };
const CUSTOM_TAB: RouteTab = { label: 'Custom Reports', view: 'DashboardCustomView' };

/**
 * The frame of the dashboards (spec 2 §2): the heading and the dashboards' own links; Custom Reports only with
 * the view-custom-report permission, as the guard lets in.
 */
export function DashboardsFrame({ current, children }: { current: RouteTab['view']; children: ReactNode }) {
  const { access } = useCurrentAccount();
  const tabs = canViewCustomReport(access?.account) ? [DWELL_TAB, CUSTOM_TAB] : [DWELL_TAB];
  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Title order={1}>Dashboards</Title>
        {tabs.length > 1 && <RouteTabs tabs={tabs} current={current} label="Dashboards" />}
        {children}
      </Stack>
    </Container>
  );
}
