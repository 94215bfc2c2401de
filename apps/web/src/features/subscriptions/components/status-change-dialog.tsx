import { BILLING_TEXTS, TIMING } from '@lodestar/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { useActivateSubscription } from '../api/activate-subscription.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

export type StatusChange = 'cancel' | 'activate';

/** The two dialogs' words (spec 3 §2.9) and toasts (spec 3 §8: the cancel one in the warning style). */
export const STATUS_CHANGE_TEXTS = {
  cancel: {
    title: 'Cancel Subscription',
    question: BILLING_TEXTS.cancelQuestion,
    done: BILLING_TEXTS.cancelled,
    toast: BILLING_TEXTS.cancelToast,
    toastColour: 'yellow',
  },
  activate: {
    title: 'Activate Subscription',
    question: BILLING_TEXTS.activateQuestion,
    done: BILLING_TEXTS.activated,
    toast: BILLING_TEXTS.activateToast,
    toastColour: 'green',
  },
} as const;

/**
 * What the dialog shows: the question with Cancel and Confirm (Confirm busy while the call runs, the server's
 * message under it on failure), then the success panel with Okay.
 */
export function StatusChangeBody({
  change,
  done,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  change: StatusChange;
  done: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const texts = STATUS_CHANGE_TEXTS[change];
  if (done)
    return (
      <Stack gap="md">
        <Text>{texts.done}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Okay
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text>{texts.question}</Text>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color={change === 'cancel' ? 'red' : undefined}
          loading={busy}
          onClick={onConfirm}
          data-autofocus
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Sends the change and tells how it went: the toast of spec 3 §8 on success (null answered), else the message to
 * show in the dialog (the server's, else 'An error occurred').
 */
export async function runStatusChange(
  change: StatusChange,
  send: () => Promise<unknown>,
): Promise<string | null> {
  try {
    await send();
  } catch (failure) {
    return messageOf(failure, BILLING_TEXTS.genericError);
  }
  const texts = STATUS_CHANGE_TEXTS[change];
  notifications.show({ color: texts.toastColour, message: texts.toast, autoClose: TIMING.defaultToast });
  return null;
}

/** The Cancel or Activate dialog of a subscription (spec 3 §2.9); null `change`: closed. */
export function StatusChangeDialog({
  change,
  subscriptionId,
  accountId,
  onClose,
}: {
  change: StatusChange | null;
  subscriptionId: number;
  accountId: number;
  onClose: () => void;
}) {
  return (
    <Modal opened={change !== null} onClose={onClose} title={change ? STATUS_CHANGE_TEXTS[change].title : ''}>
      {change && (
        <StatusChangeFlow
          change={change}
          subscriptionId={subscriptionId}
          accountId={accountId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function StatusChangeFlow({
  change,
  subscriptionId,
  accountId,
  onClose,
}: {
  change: StatusChange;
  subscriptionId: number;
  accountId: number;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription(accountId);
  const activate = useActivateSubscription(accountId);
  const call = change === 'cancel' ? cancel : activate;
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    setError(await runStatusChange(change, () => call.mutateAsync(subscriptionId)));
  };
  return (
    <StatusChangeBody
      change={change}
      done={call.isSuccess}
      busy={call.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
