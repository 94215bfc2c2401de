import { MESSAGES } from '@lodestar/contracts';
import { Button, Checkbox, Group } from '@mantine/core';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useBulkShipments, type ShipmentBulkAction } from '../api/bulk-shipments.ts';

const VERB: Record<ShipmentBulkAction, string> = {
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
};
/** Each action's own words (spec 1 §8), whatever the count. */
const TOAST: Record<ShipmentBulkAction, { success: string; error: string }> = {
  archive: { success: MESSAGES.archived, error: MESSAGES.cannotArchive },
  unarchive: { success: MESSAGES.unarchived, error: MESSAGES.cannotUnarchive },
  delete: { success: MESSAGES.deleted, error: MESSAGES.cannotDelete },
};

/** 'shipment' or 'shipments' by the count (spec 2 §8: the dialogs follow the count). */
export function shipmentsNoun(count: number): string {
  return count === 1 ? '1 shipment' : `${count} shipments`;
}

/**
 * The bulk actions of the chosen rows (spec 2 §2): Archive on the General tab, Unarchive on Archived, Delete on
 * both, each asked first; the selection is cleared after each action.
 */
export function ShipmentListBulk({
  accountId,
  archived,
  selected,
  pageIds,
  onSelectPage,
  onDone,
}: {
  accountId: number;
  archived: boolean;
  selected: readonly number[];
  pageIds: readonly number[];
  onSelectPage: (on: boolean) => void;
  onDone: () => void;
}) {
  const bulk = useBulkShipments(accountId);
  const onPage = pageIds.filter((id) => selected.includes(id)).length;
  const run = (action: ShipmentBulkAction) => {
    const ids = [...selected];
    void openConfirmDialog({
      actionLabel: `${VERB[action]} shipments`,
      title: `${VERB[action]} ${shipmentsNoun(ids.length)}?`,
      body:
        action === 'delete'
          ? 'Deleted shipments and their events cannot be brought back.'
          : action === 'archive'
            ? 'They move to the Archived tab.'
            : 'They return to the General tab.',
      danger: action === 'delete',
      action: () => bulk.mutateAsync({ action, ids }),
      successMessage: TOAST[action].success,
      errorMessage: TOAST[action].error,
      onDone,
    });
  };
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Checkbox
        size="xs"
        label={selected.length ? `${selected.length} selected` : 'Select page'}
        aria-label="Select all shipments on this page"
        checked={pageIds.length > 0 && onPage === pageIds.length}
        indeterminate={onPage > 0 && onPage < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(event) => onSelectPage(event.currentTarget.checked)}
      />
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="default"
          disabled={!selected.length}
          onClick={() => run(archived ? 'unarchive' : 'archive')}
        >
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          disabled={!selected.length}
          onClick={() => run('delete')}
        >
          Delete
        </Button>
      </Group>
    </Group>
  );
}
