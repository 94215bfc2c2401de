import { pathTo, type AdminOrder, type Product } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { cancelOrder } from '../api/cancel-order.ts';
import { createDraftOrder } from '../api/create-draft-order.ts';
import { orderKeys } from '../api/order-keys.ts';
import { sendOrder } from '../api/send-order.ts';
import { updateDraftOrder } from '../api/update-draft-order.ts';
import { draftBody, draftProblems, type DraftForm } from '../utils/draft-form.ts';

/** What keeps the draft from saving: the form's own checks, or the server's message and field messages. */
export interface DraftFailure {
  message: string;
  details: string[];
}

const failureOf = (error: unknown): DraftFailure => ({
  message: messageOf(error, 'The order could not be saved.'),
  details:
    error instanceof ApiError ? Object.entries(error.errors).map(([f, m]) => `${f}: ${m.join(', ')}`) : [],
});

/**
 * The draft order form's actions (issue 29 item 5): Save draft (a new one gets its address), Send (after a
 * confirm dialog: saved as it is, then sent to the account's admins), and Cancel order. Every write reloads the
 * internal admin's order lists and this order.
 */
export function useDraftOrderActions(
  order: AdminOrder | null,
  form: DraftForm,
  products: readonly Product[],
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<DraftFailure | null>(null);

  const refresh = (saved: AdminOrder) => {
    queryClient.setQueryData(orderKeys.admin.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: orderKeys.admin.all });
    if (!order) void navigate(pathTo('AdminOrderView', { id: saved.id }), { replace: true });
  };

  /** Saves the form; throws what went wrong (the form's checks as a failure too). */
  const write = async (): Promise<AdminOrder> => {
    const problems = draftProblems(form);
    if (problems.length > 0) throw new Error(problems.join(' '));
    const body = draftBody(form, products);
    return order ? updateDraftOrder(order.id, body) : createDraftOrder(form.accountId!, body);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      refresh(await write());
      notifications.show({ color: 'green', message: 'The draft was saved.' });
    } catch (error) {
      setFailure(
        error instanceof ApiError ? failureOf(error) : { message: (error as Error).message, details: [] },
      );
    } finally {
      setSaving(false);
    }
  };

  const send = () => {
    const problems = draftProblems(form);
    if (problems.length > 0) return setFailure({ message: problems.join(' '), details: [] });
    setFailure(null);
    void openConfirmDialog({
      actionLabel: 'Send order',
      title: `Send this order to ${form.accountTitle}?`,
      body: 'It is saved as it is now and mailed to the account’s admins with the link to approve and pay it. A sent order can no longer change.',
      action: async () => {
        const saved = await write();
        // saved first: if sending is refused (no billing address, nothing to pay), the admin is on the saved draft
        refresh(saved);
        refresh(await sendOrder(saved.id));
      },
      successMessage: 'The order was sent.',
    });
  };

  const cancel = () => {
    if (!order) return;
    void openConfirmDialog({
      actionLabel: 'Cancel order',
      title: `Cancel order #${order.id}?`,
      body: 'The customer can no longer pay it, and its approve link stops working.',
      action: async () => refresh(await cancelOrder(order.id)),
      successMessage: 'The order was cancelled.',
      danger: true,
    });
  };

  return { save, send, cancel, saving, failure };
}
