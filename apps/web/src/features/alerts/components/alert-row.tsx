import { pathTo, TRACKER_EVENT_LABELS, type TrackerEvent } from '@lodestar/contracts';
import { Anchor, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { ALERT_APPEARANCE } from '../utils/alert-appearance.ts';
import { formatDateTime } from '../../../components/date-format.ts';

/** One alert: its type's mark and label, the tracker (a link to it), the sentence, and when (the user's zone). */
export function AlertRow({ alert }: { alert: TrackerEvent }) {
  const look = ALERT_APPEARANCE[alert.event_type];
  return (
    <Group component="li" data-testid="recent-alert" gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <ThemeIcon color={look.color} variant="light" radius="xl" size="md" aria-hidden>
        {look.mark}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={pathTo('DeviceDetailsView', { id: alert.device_id })}
            fw={600}
            size="sm"
            truncate
          >
            {alert.device_name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={alert.created_at}>{formatDateTime(alert.created_at)}</time>
          </Text>
        </Group>
        {/* the label flows with the sentence, so a long sentence wraps under it on a phone */}
        <Text size="sm">
          <Badge
            component="span"
            size="xs"
            variant="light"
            color={look.color}
            mr={6}
            style={{ verticalAlign: 'middle' }}
          >
            {TRACKER_EVENT_LABELS[alert.event_type]}
          </Badge>
          {alert.description}
        </Text>
      </Stack>
    </Group>
  );
}
