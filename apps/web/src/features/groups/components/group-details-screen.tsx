import { GROUP_TEXTS, ROUTES, type Account } from '@lodestar/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useDeleteGroups } from '../api/delete-group.ts';
import { useGroup } from '../api/get-group.ts';
import { confirmAction, DELETE_NOTE } from '../hooks/confirm.tsx';
import { showGroupFailure, showGroupSuccess } from '../hooks/group-toasts.ts';
import { useGroupAccess } from '../hooks/use-group-access.ts';
import { GroupDetailsMenu } from './group-details-menu.tsx';
import { GroupTrackers } from './group-trackers.tsx';
import { GroupWizard, type GroupWizardRequest } from './group-wizard.tsx';

const ROUTE_ID = /^[1-9]\d{0,9}$/;

/** Group details (GroupDetailsView, spec 1 §2.7). The guard lets only B2B accounts in. */
export function GroupDetailsScreen() {
  const { id } = useParams();
  const { account, canManage } = useGroupAccess();
  if (!id || !ROUTE_ID.test(id)) return <Navigate to={ROUTES.NotFoundView} replace />;
  if (!account) return null;
  return <GroupDetails key={id} account={account} groupId={Number(id)} canManage={canManage} />;
}

function GroupDetails({
  account,
  groupId,
  canManage,
}: {
  account: Account;
  groupId: number;
  canManage: boolean;
}) {
  const group = useGroup(account.id, groupId);
  const [wizard, setWizard] = useState<GroupWizardRequest | null>(null);
  const deleting = useDeleteGroups(account.id);
  const navigate = useNavigate();

  const deleteGroup = async () => {
    if (!(await confirmAction(GROUP_TEXTS.deleteQuestion, GROUP_TEXTS.deleteGroup, DELETE_NOTE))) return;
    deleting.mutate([groupId], {
      onSuccess: () => {
        showGroupSuccess(GROUP_TEXTS.deleted);
        void navigate(ROUTES.GroupListView);
      },
      onError: (error) => showGroupFailure(error, GROUP_TEXTS.deleteFailed),
    });
  };

  if (group.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading group" />
      </Center>
    );
  if (group.isError)
    return (
      <Container size="md" py="md">
        <Alert color="red">The group could not be loaded.</Alert>
      </Container>
    );

  const count = group.data.devices_count;
  return (
    <Container size="md" w="100%" py="md" px="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <ActionIcon
              component={Link}
              to={ROUTES.GroupListView}
              variant="subtle"
              size="lg"
              aria-label="Back to groups"
            >
              <span aria-hidden>←</span>
            </ActionIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {group.data.name}
              </Title>
              <Text size="sm" c="dimmed">
                {count} {count === 1 ? 'tracker' : 'trackers'}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={`${ROUTES.DeviceListView}?groups=${groupId}`}
            >
              Show on map
            </Button>
            {canManage && (
              <GroupDetailsMenu
                onAdd={() => setWizard({ mode: 'add', groupId })}
                onEdit={() => setWizard({ mode: 'swap', groupId })}
                onDelete={() => void deleteGroup()}
              />
            )}
          </Group>
        </Group>
        <GroupTrackers account={account} groupId={groupId} canManage={canManage} />
      </Stack>
      <GroupWizard accountId={account.id} request={wizard} onClose={() => setWizard(null)} />
    </Container>
  );
}
