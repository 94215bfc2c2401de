import type { Subscription } from '@lodestar/contracts';
import { subscriptionAction, type SubscriptionAction as Action } from '@lodestar/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ReactivateModal } from './reactivate-modal.tsx';
import { StatusChangeDialog } from './status-change-dialog.tsx';

const LABELS: Record<Action, string> = {
  cancel: 'Cancel Subscription',
  activate: 'Activate Subscription',
  reactivate: 'Reactivate Subscription',
};

/**
 * The subscription's top button (spec 3 §2.4), which depends on its status, and the dialog it opens. Money moves,
 * so only the account's admins get it (decision 0066).
 */
export function SubscriptionActionButton({ subscription }: { subscription: Subscription }) {
  const action = subscriptionAction(subscription.status);
  // the open dialog is kept apart from the status: its success panel stays while the status (and button) change
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {action && (
        <Button
          variant={action === 'cancel' ? 'outline' : 'filled'}
          color={action === 'cancel' ? 'red' : undefined}
          onClick={() => setOpen(action)}
        >
          {LABELS[action]}
        </Button>
      )}
      <StatusChangeDialog
        change={open === 'reactivate' ? null : open}
        subscriptionId={subscription.id}
        accountId={subscription.account_id}
        onClose={close}
      />
      <ReactivateModal subscription={subscription} opened={open === 'reactivate'} onClose={close} />
    </>
  );
}
