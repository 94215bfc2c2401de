import type { Me } from '@lodestar/contracts';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * Shown in the signed-in app until a signed-up user confirms their address (decision 0042): what it holds back,
 * and a Resend button for a new link.
 */
export function ConfirmEmailBanner({ me }: { me: Me | null }) {
  const resend = useResendConfirmation();
  // strictly false: a server without the field shows no banner
  if (!me || me.email_confirmed !== false) return null;

  const send = async () => {
    try {
      const { message } = await resend.mutateAsync();
      notifications.show({ color: 'green', message });
    } catch (failure) {
      notifications.show({ color: 'red', message: messageOf(failure, 'An error occurred') });
    }
  };

  return (
    <Group
      component="aside"
      aria-label="Confirm your e-mail address"
      bg="yellow.1"
      px="md"
      py={6}
      gap="sm"
      justify="center"
      wrap="wrap"
    >
      <Text size="sm">
        <Text span fw={700} inherit>
          Confirm your e-mail address.
        </Text>{' '}
        We sent a link to {me.email}; until you open it you cannot add trackers.
      </Text>
      <Button size="compact-sm" variant="default" disabled={resend.isPending} onClick={() => void send()}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
    </Group>
  );
}
