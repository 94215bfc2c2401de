import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';

/** What deleting a group does and does not do: the question alone could make one fear for the trackers. */
export const DELETE_NOTE = 'Its trackers stay in the account; only the group goes.';

/**
 * Asks before a deletion or removal (spec 1 §5: group removal asks for confirmation). Answers whether
 * the user confirmed; closing the dialog or Escape counts as no.
 */
export function confirmAction(question: string, confirmLabel: string, body?: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: question,
      children: body ? <Text size="sm">{body}</Text> : null,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
