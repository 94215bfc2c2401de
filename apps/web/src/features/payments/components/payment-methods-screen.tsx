import { BILLING_TEXTS, PAYMENT_TEXTS, type PaymentMethod } from '@lodestar/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error.ts';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { usePaymentMethods } from '../../../components/payments/api/get-payment-methods.ts';
import { brandLabel } from '../../../components/payments/card-brand.ts';
import { PAYMENT_FORM_TEXTS } from '../../../components/payments/payment-texts.ts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useDeletePaymentMethod } from '../api/delete-payment-method.ts';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method.ts';
import { useSetupIntentReturn } from '../hooks/use-setup-intent-return.ts';
import { NewPaymentMethodDialog } from './new-payment-method-dialog.tsx';
import { PaymentMethodTile } from './payment-method-tile.tsx';

/** The Payment tab (spec 3 §2.4). Only the account's admins change methods (decision 0066); others read. */
export function PaymentMethodsScreen() {
  const { access } = useCurrentAccount();
  if (!access?.account) return null;
  return (
    <PaymentMethods
      accountId={access.account.id}
      canManage={access.role === 'admin' || access.isInternalAdmin}
    />
  );
}

export function PaymentMethods({ accountId, canManage }: { accountId: number; canManage: boolean }) {
  useSetupIntentReturn(accountId);
  const methods = usePaymentMethods(accountId);
  const setDefault = useSetDefaultPaymentMethod(accountId);
  const remove = useDeletePaymentMethod(accountId);
  const [adding, setAdding] = useState(false);

  const makeDefault = (method: PaymentMethod) =>
    setDefault.mutate(method.id, {
      onSuccess: () => notifications.show({ color: 'green', message: PAYMENT_FORM_TEXTS.newDefault }),
      onError: (error) =>
        notifications.show({ color: 'red', message: messageOf(error, BILLING_TEXTS.genericError) }),
    });
  const askDelete = (method: PaymentMethod) =>
    void openConfirmDialog({
      actionLabel: PAYMENT_FORM_TEXTS.deleteMethod,
      title: PAYMENT_FORM_TEXTS.deleteQuestion,
      body: `${brandLabel(method.brand)} ${PAYMENT_FORM_TEXTS.endingIn(method.last4)}`,
      danger: true,
      action: () => remove.mutateAsync(method.id),
      successMessage: PAYMENT_FORM_TEXTS.methodDeleted,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Payment Methods
        </Title>
        {canManage && <Button onClick={() => setAdding(true)}>{PAYMENT_FORM_TEXTS.addNew}</Button>}
      </Group>
      {!canManage && (
        <Text size="sm" c="dimmed">
          {PAYMENT_TEXTS.adminsOnly}
        </Text>
      )}
      {methods.isPending && <Text size="sm">{BILLING_TEXTS.loadingMethods}</Text>}
      {/* the server shows methods to admins only (decision 0066): for the others the line above says it all */}
      {methods.isError && canManage && (
        <Alert color="red" variant="light">
          {messageOf(methods.error, PAYMENT_FORM_TEXTS.methodsLoadFailed)}
        </Alert>
      )}
      {methods.data?.length === 0 && <Text size="sm">{BILLING_TEXTS.noMethods}</Text>}
      {methods.data && methods.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {methods.data.map((method) => (
            <PaymentMethodTile
              key={method.id}
              method={method}
              canManage={canManage}
              busy={setDefault.isPending || remove.isPending}
              onSetDefault={makeDefault}
              onDelete={askDelete}
            />
          ))}
        </SimpleGrid>
      )}
      {canManage && (
        <NewPaymentMethodDialog accountId={accountId} opened={adding} onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
}
