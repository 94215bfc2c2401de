import { BILLING_TEXTS, pathTo, type PlanMonths, type Subscription } from '@lodestar/contracts';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useReactivateSubscription } from '../api/reactivate-subscription.ts';
import { chargedMethod, initialMonths } from '../utils/reactivation-plans.ts';
import { ReactivateBody } from './reactivate-body.tsx';

/** The Reactivate Subscription modal (spec 3 §2.8) of a cancelled subscription. */
export function ReactivateModal({
  subscription,
  opened,
  onClose,
}: {
  subscription: Subscription;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reactivate Subscription">
      {opened && <Reactivate subscription={subscription} onClose={onClose} />}
    </Modal>
  );
}

function Reactivate({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const navigate = useNavigate();
  const plans = subscription.price?.plans ?? [];
  const [months, setMonths] = useState<PlanMonths | null>(() => initialMonths(plans, subscription.months));
  const [error, setError] = useState<string | null>(null);
  const methods = usePaymentMethods(subscription.account_id);
  const reactivate = useReactivateSubscription(subscription.account_id);
  // a failed load reads as no method: Confirm stays off and the text points to the Payment tab
  const method = methods.isPending ? undefined : chargedMethod(methods.data ?? []);

  const confirm = async () => {
    if (months === null) return;
    setError(null);
    try {
      await reactivate.mutateAsync({ id: subscription.id, months });
    } catch (failure) {
      setError(messageOf(failure, BILLING_TEXTS.genericError));
    }
  };
  const okay = () => {
    onClose();
    if (reactivate.data) void navigate(pathTo('ManageSubscriptionView', { id: reactivate.data.id }));
  };

  return (
    <ReactivateBody
      plans={plans}
      months={months}
      onMonths={setMonths}
      method={method}
      busy={reactivate.isPending}
      error={error}
      done={reactivate.isSuccess}
      onConfirm={() => void confirm()}
      onClose={onClose}
      onOkay={okay}
    />
  );
}
