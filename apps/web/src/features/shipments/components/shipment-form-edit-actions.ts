import { MESSAGES, pathTo, type Shipment } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { forgetShipment, useDeleteShipment } from '../api/delete-shipment.ts';
import { useEndShipment } from '../api/end-shipment.ts';
import { useUpdateShipment } from '../api/update-shipment.ts';
import { updateShipmentPayload, type ShipmentEditValues } from '../utils/shipment-form-values.ts';

/**
 * The edit screen's three writes and where each leads: save and end to the details, delete to the list. End and
 * delete cannot be taken back, so both ask first; each says how it went in the spec's words (spec 1 §8).
 */
export function useShipmentEditActions(accountId: number, shipment: Shipment) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateShipment(accountId, shipment.id);
  const end = useEndShipment(accountId, shipment.id);
  const remove = useDeleteShipment(accountId, shipment.id);
  const details = pathTo('ShipmentDetailsView', { id: shipment.id });

  return {
    saving: update.isPending,
    ending: end.isPending,
    deleting: remove.isPending,
    save: (values: ShipmentEditValues, onError: (error: unknown) => void) =>
      update.mutate(updateShipmentPayload(values), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: MESSAGES.updated });
          void navigate(details, { replace: true });
        },
        onError,
      }),
    // a failure shows the server's message, or the shared one, and leaves the button usable again (spec 2 §8)
    end: () =>
      void openConfirmDialog({
        actionLabel: 'End shipment',
        title: `End ${shipment.name} now?`,
        body: 'It is marked Completed now, or Completed Late after its scheduled end. This cannot be undone.',
        action: () => end.mutateAsync(),
        successMessage: MESSAGES.ended,
        errorMessage: MESSAGES.cannotUpdate,
        onDone: () => void navigate(details, { replace: true }),
      }),
    remove: () =>
      void openConfirmDialog({
        actionLabel: 'Delete shipment',
        title: `Delete ${shipment.name}?`,
        body: 'The shipment, its events and its public tracking page are removed. This cannot be undone.',
        danger: true,
        action: () => remove.mutateAsync(),
        successMessage: MESSAGES.deleted,
        errorMessage: MESSAGES.cannotDelete,
        onDone: () =>
          void Promise.resolve(navigate(pathTo('ShipmentListView'), { replace: true })).then(() =>
            forgetShipment(queryClient, accountId, shipment.id),
          ),
      }),
  };
}
