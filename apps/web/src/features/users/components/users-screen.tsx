import { ACCOUNT_USERS_TEXTS as TEXTS, PAGE_SIZES, TIMING, type AccountMember } from '@lodestar/contracts';
import { Alert, Button, Center, CloseButton, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { usePage } from '../../../hooks/use-page.ts';
import { meQueryKey } from '../../../session/api/get-me.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useAccountUsers } from '../api/get-account-users.ts';
import { removeUser } from '../api/remove-user.ts';
import { userKeys } from '../api/user-keys.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { UsersTable } from './users-table.tsx';

/**
 * The Users tab of the manage area (spec 3 §2.4): admins invite, edit and remove, and see the pending invitations
 * (resend, revoke); 'all' members look.
 */
export function UsersScreen() {
  const { me, access } = useCurrentAccount();
  const account = access?.account;
  if (!me || !account) return null;
  return (
    <Users
      accountId={account.id}
      accountTitle={account.title}
      isAdmin={access.role === 'admin'}
      ownEmail={me.email}
    />
  );
}

function Users({
  accountId,
  accountTitle,
  isAdmin,
  ownEmail,
}: {
  accountId: number;
  accountTitle: string;
  isAdmin: boolean;
  ownEmail: string;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), TIMING.otherSearchDebounce);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES.tables[0]);
  const [page, setPage] = usePage(`${search}|${perPage}`);
  const users = useAccountUsers(accountId, { query: search, page, perPage });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AccountMember | null>(null);

  const remove = (member: AccountMember) =>
    void openConfirmDialog({
      actionLabel: TEXTS.remove,
      title: TEXTS.removeQuestion(member.name),
      body: 'They lose access to this account at once. Their sign-in stays for any other accounts.',
      action: () => removeUser(accountId, member.id),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: userKeys.all(accountId) });
        // an admin who left the account: the app follows at once (the account drops out of their list)
        if (member.email.toLowerCase() === ownEmail.toLowerCase())
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
      successMessage: TEXTS.removed,
      errorMessage: TEXTS.removeError,
      danger: true,
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          Users
        </Title>
        {isAdmin && <Button onClick={() => setInviting(true)}>{TEXTS.inviteUser}</Button>}
      </Group>
      <TextInput
        placeholder={TEXTS.searchPlaceholder}
        aria-label="Search users"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          text !== '' ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null
        }
      />
      {users.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      )}
      {users.isError && <Alert color="red">The users could not be loaded.</Alert>}
      {users.data && users.data.data.length > 0 && (
        <UsersTable
          members={users.data.data}
          onEdit={isAdmin ? setEditing : undefined}
          onRemove={isAdmin ? remove : undefined}
        />
      )}
      {users.data && (
        <PaginationBar
          meta={users.data.meta}
          onPage={setPage}
          label="Users"
          pageSize={{ value: perPage, onChange: setPerPage }}
        />
      )}
      {isAdmin && <PendingInvitations accountId={accountId} />}
      {inviting && <InviteUserDialog accountId={accountId} onClose={() => setInviting(false)} />}
      {editing && (
        <EditUserDialog
          accountId={accountId}
          accountTitle={accountTitle}
          member={editing}
          ownEmail={ownEmail}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
