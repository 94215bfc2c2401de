import { ACCOUNT_USERS_TEXTS as TEXTS } from '@lodestar/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { showUserSuccess, userFailureText } from '../hooks/user-toasts.ts';
import { useRoleDevices } from '../hooks/use-role-devices.ts';
import { DevicePicker } from './device-picker.tsx';
import { RoleChoice } from './role-choice.tsx';

/**
 * Invite New User (spec 3 §2.4): Name, Email, role, and the device picker only for Specific Devices. No checks in
 * the browser (spec 3 §5): the server's messages are shown, field by field where it names the field.
 */
export function InviteUserDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const invite = useInviteUser(accountId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { role, devices, setDevices, chooseRole, permissions } = useRoleDevices('all', []);
  const fieldErrors = invite.error instanceof ApiError ? invite.error.errors : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    invite.mutate(
      {
        account_id: accountId,
        name,
        email,
        role,
        devices: permissions,
      },
      {
        onSuccess: () => {
          showUserSuccess(TEXTS.invited);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={TEXTS.inviteTitle} size="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          {invite.isError && (
            <Alert color="red" role="alert" variant="light">
              {userFailureText(invite.error, TEXTS.dialogError)}
            </Alert>
          )}
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError('name')}
            disabled={invite.isPending}
          />
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError('email')}
            disabled={invite.isPending}
          />
          <RoleChoice
            value={role}
            onChange={chooseRole}
            disabled={invite.isPending}
            error={fieldError('role')}
          />
          {role === 'devices' && (
            <DevicePicker
              accountId={accountId}
              value={devices ?? []}
              onChange={setDevices}
              disabled={invite.isPending}
              error={fieldError('devices')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? TEXTS.inviting : TEXTS.inviteUser}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
