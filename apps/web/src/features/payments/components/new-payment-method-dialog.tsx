import { BILLING_TEXTS, pathTo } from '@lodestar/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { paymentKeys } from '../../../components/payments/api/payment-keys.ts';
import type { CardFormHandle } from '../../../components/payments/card-form/card-form-handle.ts';
import { CardForm } from '../../../components/payments/card-form/card-form.tsx';
import { singleFlight } from '../../../components/payments/order-payment/single-flight.ts';
import { PAYMENT_FORM_TEXTS } from '../../../components/payments/payment-texts.ts';
import { addPaymentMethod } from '../utils/add-payment-method.ts';
import { showMethodAdded } from '../utils/method-added-toast.ts';

/** The New Payment Method dialog (spec 3 §2.4): the provider's card form and 'Add Method' / 'Adding...'. */
export function NewPaymentMethodDialog({
  accountId,
  opened,
  onClose,
}: {
  accountId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={PAYMENT_FORM_TEXTS.newPaymentMethod} size="md">
      {opened && <NewPaymentMethodForm accountId={accountId} onDone={onClose} />}
    </Modal>
  );
}

function NewPaymentMethodForm({ accountId, onDone }: { accountId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const cardForm = useRef<CardFormHandle>(null);
  const flight = useRef(singleFlight()).current;
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = () =>
    flight.run(async () => {
      setFailure(null);
      setAdding(true);
      const result = await addPaymentMethod({
        accountId,
        cardForm: cardForm.current,
        // a provider that leaves the page for authentication brings it back here, with ?setup_intent=
        returnUrl: `${window.location.origin}${pathTo('ManagePaymentView')}`,
      });
      setAdding(false);
      if (result.status === 'failed') setFailure(result.message);
      if (result.status !== 'added') return;
      await queryClient.invalidateQueries({ queryKey: paymentKeys.methods(accountId) });
      showMethodAdded();
      onDone();
    });

  return (
    <Stack gap="md">
      <CardForm ref={cardForm} disabled={adding} />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void add()} disabled={adding}>
          {adding ? BILLING_TEXTS.addingMethod : BILLING_TEXTS.addMethod}
        </Button>
      </Group>
    </Stack>
  );
}
