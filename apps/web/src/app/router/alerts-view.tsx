import { Container, SimpleGrid, Title } from '@mantine/core';
import { RecentAlerts } from '../../features/alerts/components/recent-alerts.tsx';
import { NotificationSettingsForm } from '../../features/notification-settings/components/notification-settings-form.tsx';

/**
 * AlertsView (/alerts, spec 2 §2 Alerts): the Notifications form and Recent Alerts, side by side on wide screens
 * and stacked on phones. The two features meet here, not in each other.
 */
export function AlertsView() {
  return (
    <Container size="xl" w="100%" py="md" px="sm">
      <Title order={1} size="h3" mb="md">
        Alerts
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NotificationSettingsForm />
        <RecentAlerts />
      </SimpleGrid>
    </Container>
  );
}
