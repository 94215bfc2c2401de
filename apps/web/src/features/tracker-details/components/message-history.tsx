import {
  MESSAGE_STATUS_TEXTS,
  TRACKER_DETAILS_TEXTS,
  type Message,
  type MessageStatus,
} from '@lodestar/contracts';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { messageOf } from '../../../api/api-error.ts';
import { useTrackerDialogs } from '../api/get-tracker-dialogs.ts';
import { formatDateTime } from '../../../components/date-format.ts';

const STATUS_COLOURS: Record<MessageStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  answered: 'green',
  failed: 'red',
};

function MessageItem({ message }: { message: Message }) {
  return (
    <li data-testid="tracker-message">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {message.message_to_device}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </Text>
          <Badge size="sm" variant="light" color={STATUS_COLOURS[message.status]}>
            {message.status_text || MESSAGE_STATUS_TEXTS[message.status]}
          </Badge>
        </Group>
      </Group>
      {message.message_from_device && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message.translation ? `${message.translation}: ` : ''}
          {message.message_from_device}
        </Text>
      )}
    </li>
  );
}

/**
 * The dialog with the tracker, newest first, latest 100 (spec 1 §2.6, §9): each command with its time and its
 * status in words. It reloads every few seconds while a command is still queued or sent.
 */
export function MessageHistory({ deviceId }: { deviceId: number }) {
  const dialogs = useTrackerDialogs(deviceId);
  if (dialogs.isPending) return <Loader size="sm" aria-label="Loading messages" />;
  if (dialogs.isError)
    return (
      <Text size="sm" c="red">
        {messageOf(dialogs.error, TRACKER_DETAILS_TEXTS.messagesFailed)}
      </Text>
    );
  if (dialogs.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {TRACKER_DETAILS_TEXTS.noMessages}
      </Text>
    );
  return (
    <Stack
      component="ol"
      gap="xs"
      aria-label="Message history"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {dialogs.data.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}
