import { GEOFENCE_SCREEN_TEXTS, MESSAGES, pathTo, type Account, type Geofence } from '@lodestar/contracts';
import { Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { openDownloadConfirmation } from '../../../components/download-confirmation-dialog.tsx';
import { LazyGeofencesMap, preloadGeofencesMap } from '../../../map/geofence-map-lazy.tsx';
import { cancelGeofence, forgetGeofence, useDeleteGeofence } from '../api/delete-geofence.ts';
import { useEmailGeofenceEvents } from '../api/email-geofence-events.ts';
import { useGeofence } from '../api/get-geofence.ts';
import { useGeofences } from '../api/get-geofences.ts';
import { useGeofenceAccess } from '../hooks/use-geofence-access.ts';
import { shapeLabel } from '../utils/geofence-describe.ts';
import { GeofenceEvents, TrackersInside } from './geofence-details-sections.tsx';
import { GeofencePanes } from './geofence-panes.tsx';

/** GeofenceDetailsView (spec 1 §2.8): the geofence, who is inside, its events and their e-mailed download. */
export function GeofenceDetailsScreen() {
  const access = useGeofenceAccess();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accountId = access.account?.id ?? 0;
  // From the confirmed delete on, nothing here asks for the geofence again: its query is disabled and its
  // sections unmount before the DELETE is sent. A refresh while it was being deleted (a live geofence event, the
  // trackers inside) met the 404 and went to Not Found under 'Successfully deleted!'.
  const [deleting, setDeleting] = useState(false);
  const geofence = useGeofence(accountId, id, !deleting);
  const geofences = useGeofences(accountId);
  // here rather than in Details: its callbacks must run whatever Details shows meanwhile
  const remove = useDeleteGeofence(accountId);
  preloadGeofencesMap();

  const deleteGeofence = () => {
    setDeleting(true);
    void cancelGeofence(queryClient, accountId, id);
    remove.mutate(id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: GEOFENCE_SCREEN_TEXTS.deleted });
        // its cached answers go only once the screen has left
        void Promise.resolve(navigate(pathTo('GeofenceListView'), { replace: true })).then(() =>
          forgetGeofence(queryClient, accountId, id),
        );
      },
      onError: (error) => {
        setDeleting(false);
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status === 403
              ? MESSAGES.accessDenied
              : GEOFENCE_SCREEN_TEXTS.deleteFailed,
        });
      },
    });
  };

  if (!access.account) return null;
  if (!geofence.data) {
    return (
      <Center py="xl" style={{ flex: 1 }}>
        <Loader aria-label="Loading geofence" />
      </Center>
    );
  }
  return (
    <GeofencePanes
      leftLabel="Details"
      left={
        <Details
          account={access.account}
          geofence={geofence.data}
          canManage={access.canManage}
          business={access.business}
          deleting={deleting}
          onDelete={deleteGeofence}
        />
      }
      map={<LazyGeofencesMap mode="single" geofences={geofences.data} focusId={geofence.data.id} />}
    />
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" w="40%">
        {label}
      </Table.Th>
      <Table.Td>{value ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

function Details({
  account,
  geofence,
  canManage,
  business,
  deleting,
  onDelete,
}: {
  account: Account;
  geofence: Geofence;
  canManage: boolean;
  business: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const download = useEmailGeofenceEvents(account.id);

  const askDelete = () =>
    modals.openConfirmModal({
      title: GEOFENCE_SCREEN_TEXTS.deleteQuestion,
      children: <Text size="sm">Its past events stay in the event lists.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });

  const emailEvents = () =>
    download.mutate(geofence.id, {
      onSuccess: (answer) => openDownloadConfirmation({ title: 'Download events', body: answer.message }),
      onError: (error) =>
        notifications.show({ color: 'red', message: messageOf(error, GEOFENCE_SCREEN_TEXTS.downloadFailed) }),
    });

  return (
    <Stack gap="md" p="md">
      <Anchor component={Link} to={pathTo('GeofenceListView')} size="sm">
        ← Geofences
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          {geofence.name}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={emailEvents} loading={download.isPending}>
            Download events
          </Button>
          {canManage && (
            <>
              <Button size="xs" component={Link} to={pathTo('GeofenceEditView', { id: geofence.id })}>
                Edit
              </Button>
              <Button size="xs" color="red" variant="light" onClick={askDelete} loading={deleting}>
                Delete
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <Row label="Address" value={geofence.address} />
          <Row label="Shape" value={shapeLabel(geofence)} />
          {business && (
            <>
              <Row label="Allowable dwell days" value={geofence.allowable_dwell_days} />
              <Row label="Maximum assets" value={geofence.max_assets} />
              <Row label="Minimum assets" value={geofence.min_assets} />
              <Row label="Contact" value={geofence.full_name} />
              <Row label="Email" value={geofence.email} />
              <Row label="Phone" value={geofence.phone} />
              <Row label="Company" value={geofence.company_name} />
              <Row label="Alerts to contact" value={geofence.is_alertable ? 'Yes' : 'No'} />
              <Row label="Notes" value={geofence.notes} />
            </>
          )}
        </Table.Tbody>
      </Table>
      {!deleting && (
        <>
          <TrackersInside account={account} geofence={geofence} />
          <GeofenceEvents account={account} geofence={geofence} />
        </>
      )}
    </Stack>
  );
}
