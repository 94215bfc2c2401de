import { ACCOUNT_USERS_TEXTS as TEXTS, type AccountMember } from '@lodestar/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../api/api-error.ts';
import { useMemberDevices } from '../api/get-member-devices.ts';
import { useUpdateUserPermissions } from '../api/update-user-permissions.ts';
import { showUserSuccess, userFailureText } from '../hooks/user-toasts.ts';
import { useRoleDevices } from '../hooks/use-role-devices.ts';
import { DevicePicker } from './device-picker.tsx';
import { RoleChoice } from './role-choice.tsx';

/**
 * Edit User (spec 3 §2.4): 'Editing {name} Permissions' with the account title, the role choice and, for Specific
 * Devices, the picker holding the member's trackers ('Loading devices...' until they arrive).
 */
export function EditUserDialog({
  accountId,
  accountTitle,
  member,
  ownEmail,
  onClose,
}: {
  accountId: number;
  accountTitle: string;
  member: AccountMember;
  ownEmail: string | undefined;
  onClose: () => void;
}) {
  const save = useUpdateUserPermissions(accountId, ownEmail);
  const { role, devices, setDevices, chooseRole, permissions } = useRoleDevices(
    member.role,
    member.role === 'devices' ? null : [],
  );
  const current = useMemberDevices(accountId, member.id, member.role === 'devices');
  // the member's trackers fill the picker once, when they arrive (adjusted while rendering, no flash)
  if (devices === null && current.data) setDevices(current.data.map((d) => ({ id: d.id, name: d.name })));
  const loadingDevices = role === 'devices' && devices === null;
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        account_id: accountId,
        email: member.email,
        role,
        devices: permissions,
      },
      {
        onSuccess: () => {
          showUserSuccess(TEXTS.updated);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="md"
      title={
        <Stack gap={0}>
          <Text fw={600}>{TEXTS.editTitle(member.name)}</Text>
          <Text size="sm" c="dimmed">
            {accountTitle}
          </Text>
        </Stack>
      }
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" role="alert" variant="light">
              {userFailureText(save.error, TEXTS.dialogError)}
            </Alert>
          )}
          <RoleChoice
            value={role}
            onChange={chooseRole}
            disabled={save.isPending}
            error={fieldErrors.role?.[0]}
          />
          {role === 'devices' &&
            (loadingDevices ? (
              <Text size="sm" c="dimmed">
                {current.isError ? TEXTS.dialogError : TEXTS.loadingDevices}
              </Text>
            ) : (
              <DevicePicker
                accountId={accountId}
                value={devices ?? []}
                onChange={setDevices}
                disabled={save.isPending}
                error={fieldErrors.devices?.[0]}
              />
            ))}
          <Group justify="flex-end">
            <Button type="submit" disabled={save.isPending || loadingDevices}>
              {save.isPending ? TEXTS.saving : TEXTS.saveSettings}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
