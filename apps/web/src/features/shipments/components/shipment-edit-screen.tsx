import { pathTo, type Shipment } from '@lodestar/contracts';
import { isOngoingShipment } from '@lodestar/domain';
import { Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useShipment } from '../api/get-shipment.ts';
import {
  editValuesOf,
  formFieldErrors,
  userTimeZone,
  validateShipmentEdit,
  type ShipmentEditValues,
} from '../utils/shipment-form-values.ts';
import { ShipmentFormCancelBar } from './shipment-form-cancel-bar.tsx';
import { ShipmentFormContacts } from './shipment-form-contacts.tsx';
import { useShipmentEditActions } from './shipment-form-edit-actions.ts';
import { ShipmentFormCommonFields } from './shipment-form-fields.tsx';

/** The edit save's failure toast (spec 2 §8: a generic message; its text is ours). */
export const SHIPMENT_SAVE_FAILED = 'The shipment could not be saved. Please try again.';

/**
 * ShipmentEditView (spec 2 §2, §5): a Cancel bar back to the details, the shipment's changeable fields, Delete
 * (confirmed, then the list), 'End shipment now' (then the details) and Save, disabled while the name is empty or
 * while saving or ending. The guard sends visitors who did not come from the details or the list to the details.
 */
export function ShipmentEditScreen() {
  const { access } = useCurrentAccount();
  const accountId = access?.account?.id ?? 0;
  const id = Number(useParams().id);
  const shipment = useShipment(accountId, id);
  if (!shipment.data)
    return (
      <Center py="xl" style={{ flex: 1 }}>
        <Loader aria-label="Loading shipment" />
      </Center>
    );
  return <ShipmentEditForm accountId={accountId} shipment={shipment.data} />;
}

function ShipmentEditForm({ accountId, shipment }: { accountId: number; shipment: Shipment }) {
  const { me } = useCurrentAccount();
  const form = useForm<ShipmentEditValues>({
    initialValues: editValuesOf(shipment, userTimeZone()),
    validate: validateShipmentEdit,
  });
  const actions = useShipmentEditActions(accountId, shipment);
  const busy = actions.saving || actions.ending || actions.deleting;

  const submit = form.onSubmit((values) =>
    actions.save(values, (error) => {
      if (error instanceof ApiError && error.status === 422) form.setErrors(formFieldErrors(error.errors));
      // a lost session and a database pause have the shared reaction already
      if (error instanceof ApiError && (error.isCancelled || error.status === 401 || error.status === 503))
        return;
      notifications.show({ color: 'red', message: SHIPMENT_SAVE_FAILED });
    }),
  );

  const details = pathTo('ShipmentDetailsView', { id: shipment.id });
  return (
    <Stack gap={0} style={{ flex: 1 }}>
      <ShipmentFormCancelBar to={details} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        m={{ base: 0, sm: 'md' }}
        maw={720}
        mx="auto"
        w="100%"
      >
        <form onSubmit={submit} noValidate aria-label="Edit shipment">
          <Stack gap="sm">
            <Title order={1} size="h3">
              {`Edit ${shipment.name}`}
            </Title>
            <ShipmentFormCommonFields form={form} />
            <ShipmentFormContacts form={form} ownEmail={me?.email ?? null} ownPhone={me?.phone ?? null} />
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Button color="red" variant="outline" onClick={actions.remove} disabled={busy}>
                  Delete
                </Button>
                {isOngoingShipment(shipment.status) && (
                  <Button variant="light" onClick={actions.end} loading={actions.ending} disabled={busy}>
                    End shipment now
                  </Button>
                )}
              </Group>
              <Button type="submit" loading={actions.saving} disabled={!form.values.name.trim() || busy}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
