import { SHARED_DIALOG_TEXTS, TIMING } from '@lodestar/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { messageOf } from '../api/api-error.ts';

export interface ConfirmDialogOptions {
  title: ReactNode;
  body?: ReactNode;
  /** A short line above the title naming what is about to happen ('Delete address'). */
  actionLabel?: string;
  /** What Yes does; a rejection is a failure and its server message is shown. */
  action: () => Promise<unknown>;
  /** Runs after the action succeeded, before the dialog closes. */
  onDone?: () => void;
  /** The success toast ('Success!' when not given); null shows none. */
  successMessage?: string | null;
  /** The failure toast when the server sent no message ('An error occurred' when not given). */
  errorMessage?: string;
  /** Red Yes for destructive actions. */
  danger?: boolean;
}

/** Runs the confirmed action and tells the user how it went (spec 3 §2.10). Answers whether it succeeded. */
export async function runConfirmedAction(options: ConfirmDialogOptions): Promise<boolean> {
  try {
    await options.action();
  } catch (error) {
    notifications.show({
      color: 'red',
      message: messageOf(error, options.errorMessage ?? SHARED_DIALOG_TEXTS.confirmError),
    });
    return false;
  }
  options.onDone?.();
  const success =
    options.successMessage === undefined ? SHARED_DIALOG_TEXTS.confirmSuccess : options.successMessage;
  if (success !== null)
    notifications.show({ color: 'green', message: success, autoClose: TIMING.defaultToast });
  return true;
}

export function ConfirmDialogBody({
  options,
  onFinished,
  onCancel,
}: {
  options: ConfirmDialogOptions;
  onFinished: (succeeded: boolean) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const yes = async () => {
    setBusy(true);
    const succeeded = await runConfirmedAction(options);
    setBusy(false);
    onFinished(succeeded);
  };
  return (
    <Stack gap="md">
      {options.body !== undefined && (
        <div>{typeof options.body === 'string' ? <Text size="sm">{options.body}</Text> : options.body}</div>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {SHARED_DIALOG_TEXTS.confirmCancel}
        </Button>
        <Button
          color={options.danger ? 'red' : undefined}
          loading={busy}
          onClick={() => void yes()}
          data-autofocus
        >
          {SHARED_DIALOG_TEXTS.confirmYes}
        </Button>
      </Group>
    </Stack>
  );
}

let dialogs = 0;

/**
 * The confirm dialog (spec 3 §2.10): action label, title and body, Cancel and Yes. Yes runs the action (its button
 * busy meanwhile), then `onDone`, closes and shows the success toast; a failure shows the server's message or the
 * error text, and closes too. Escape, the close button and Cancel run nothing. Resolves true when the action ran and
 * succeeded.
 */
export function openConfirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  const modalId = `confirm-dialog-${++dialogs}`;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: boolean) => {
      if (settled) return;
      settled = true;
      resolve(result);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      // spans: the modal's title is a heading, where block elements do not belong
      title: (
        <>
          {options.actionLabel && (
            <Text component="span" display="block" size="xs" tt="uppercase" c="dimmed" fw={600}>
              {options.actionLabel}
            </Text>
          )}
          <Text component="span" display="block" fw={600}>
            {options.title}
          </Text>
        </>
      ),
      onClose: () => finish(false),
      children: <ConfirmDialogBody options={options} onFinished={finish} onCancel={() => finish(false)} />,
    });
  });
}
