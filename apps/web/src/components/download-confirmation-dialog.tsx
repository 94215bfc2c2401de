import { SHARED_DIALOG_TEXTS } from '@lodestar/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** The dialog's content: the body and one 'Got it!' button (spec 3 §2.10). */
export function DownloadConfirmationBody({ body, onClose }: { body: ReactNode; onClose: () => void }) {
  return (
    <Stack gap="md">
      {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {SHARED_DIALOG_TEXTS.gotIt}
        </Button>
      </Group>
    </Stack>
  );
}

let dialogs = 0;

/**
 * Tells the user a file is on its way by e-mail (spec 3 §2.10 download confirmation): title, body, 'Got it!'.
 * Returns the modal's id.
 */
export function openDownloadConfirmation({ title, body }: { title: ReactNode; body: ReactNode }): string {
  const modalId = `download-confirmation-${++dialogs}`;
  modals.open({
    modalId,
    title,
    children: <DownloadConfirmationBody body={body} onClose={() => modals.close(modalId)} />,
  });
  return modalId;
}
