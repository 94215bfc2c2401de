import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  IDENTITY_TEXTS,
  TIMING,
  memberDevicesText,
  memberRoleText,
  type PendingInvitation,
} from '@lodestar/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../components/date-format.ts';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { usePendingInvitations } from '../api/get-pending-invitations.ts';
import { resendInvitation } from '../api/resend-invitation.ts';
import { revokeInvitation } from '../api/revoke-invitation.ts';
import { userKeys } from '../api/user-keys.ts';

/**
 * Invitations nobody accepted yet (issue 26 item 14), under the members table, for admins: who was invited, as
 * what, until when the link works, and Resend (a new link) or Revoke (the link stops working). Nothing shows while
 * there are none.
 */
export function PendingInvitations({ accountId }: { accountId: number }) {
  const queryClient = useQueryClient();
  const invitations = usePendingInvitations(accountId);
  const [resending, setResending] = useState<number | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.invitations(accountId) });

  const resend = async (invitation: PendingInvitation) => {
    setResending(invitation.id);
    try {
      await resendInvitation(accountId, invitation.id);
      notifications.show({
        color: 'green',
        message: IDENTITY_TEXTS.invitationResent,
        autoClose: TIMING.defaultToast,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error, TEXTS.dialogError) });
    } finally {
      setResending(null);
      await reload();
    }
  };
  const revoke = (invitation: PendingInvitation) =>
    void openConfirmDialog({
      actionLabel: IDENTITY_TEXTS.revoke,
      title: IDENTITY_TEXTS.revokeQuestion(invitation.email),
      action: () => revokeInvitation(accountId, invitation.id),
      onDone: () => void reload(),
      successMessage: IDENTITY_TEXTS.invitationRevoked,
      errorMessage: TEXTS.removeError,
      danger: true,
    });

  if (invitations.isError) return <Alert color="red">The pending invitations could not be loaded.</Alert>;
  if (!invitations.data?.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {IDENTITY_TEXTS.pendingInvitations}
      </Title>
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="sm" aria-label={IDENTITY_TEXTS.pendingInvitations}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{TEXTS.columns.info}</Table.Th>
              <Table.Th>{TEXTS.columns.role}</Table.Th>
              <Table.Th>{TEXTS.columns.devices}</Table.Th>
              <Table.Th>Link works until</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.data.map((invitation) => (
              <Table.Tr key={invitation.id} data-testid="invitation-row">
                <Table.Td>
                  <Stack gap={0}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {invitation.name}
                      </Text>
                      <Badge size="xs" variant="light" color={invitation.expired ? 'gray' : 'blue'}>
                        {invitation.expired ? IDENTITY_TEXTS.expiredBadge : IDENTITY_TEXTS.invitedBadge}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {invitation.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{memberRoleText(invitation.role)}</Table.Td>
                <Table.Td>{memberDevicesText(invitation.role, invitation.devices_count)}</Table.Td>
                <Table.Td>{formatDateTime(invitation.expires_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      loading={resending === invitation.id}
                      aria-label={`${IDENTITY_TEXTS.resend} the invitation to ${invitation.email}`}
                      onClick={() => void resend(invitation)}
                    >
                      {IDENTITY_TEXTS.resend}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${IDENTITY_TEXTS.revoke} the invitation to ${invitation.email}`}
                      onClick={() => revoke(invitation)}
                    >
                      {IDENTITY_TEXTS.revoke}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
