import { pathTo, SHARED_DIALOG_TEXTS } from '@lodestar/contracts';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { TrackerPicker } from '../../../components/tracker-picker.tsx';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useCreateShipment } from '../api/create-shipment.ts';
import { useShipmentGeofences } from '../api/shipment-form-geofences.ts';
import {
  createShipmentPayload,
  emptyShipmentForm,
  formFieldErrors,
  userTimeZone,
  validateShipmentForm,
  type ShipmentFormValues,
} from '../utils/shipment-form-values.ts';
import { ShipmentFormContacts } from './shipment-form-contacts.tsx';
import { ShipmentFormCommonFields } from './shipment-form-fields.tsx';
import { ShipmentFormPlace } from './shipment-form-place.tsx';

/** Failures the shared reaction already told the user about (sign-in again, the database notice), or cancelled. */
function sharedReaction(error: unknown): boolean {
  return error instanceof ApiError && (error.isCancelled || error.status === 401 || error.status === 503);
}

/**
 * ShipmentCreateView (spec 2 §2, §5): 'New Shipment' with the tracker, the two ends (geofence or address), the
 * times, notify before end and who is told. Save sends the Store call and opens the new shipment; a refusal shows
 * the server's messages under their fields and its message in a toast, and the form can be used again.
 */
export function ShipmentCreateScreen() {
  const { me, access } = useCurrentAccount();
  const accountId = access?.account?.id ?? 0;
  const navigate = useNavigate();
  const create = useCreateShipment(accountId);
  const geofences = useShipmentGeofences(accountId);
  const form = useForm<ShipmentFormValues>({
    initialValues: emptyShipmentForm(),
    validate: validateShipmentForm,
  });

  const submit = form.onSubmit((values) => {
    create.mutate(createShipmentPayload(values, userTimeZone()), {
      onSuccess: ({ id }) => void navigate(pathTo('ShipmentDetailsView', { id })),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) form.setErrors(formFieldErrors(error.errors));
        if (sharedReaction(error)) return;
        notifications.show({ color: 'red', message: messageOf(error, SHARED_DIALOG_TEXTS.confirmError) });
      },
    });
  });

  if (!access?.account) return null;
  const placeProps = { form, geofences: geofences.data ?? [], geofencesLoading: geofences.isLoading };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} m={{ base: 0, sm: 'md' }} maw={720} mx="auto">
      <form onSubmit={submit} noValidate aria-label="New shipment">
        <fieldset disabled={create.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <Title order={1} size="h3">
              New Shipment
            </Title>
            <ShipmentFormCommonFields form={form} nameAutoFocus />
            <TrackerPicker
              accountId={accountId}
              label="Tracker"
              placeholder="Search trackers"
              value={form.values.trackerId}
              error={form.errors.trackerId}
              onChange={(id) => form.setFieldValue('trackerId', id)}
            />
            <ShipmentFormPlace end="from" {...placeProps} />
            <ShipmentFormPlace end="to" {...placeProps} />
            <ShipmentFormContacts form={form} ownEmail={me?.email ?? null} ownPhone={me?.phone ?? null} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" component={Link} to={pathTo('ShipmentListView')}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
