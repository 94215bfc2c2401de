import { BILLING_TEXTS, type Order } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import { Alert, Button, Checkbox, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { CardForm } from '../card-form/card-form.tsx';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { SandboxAuthenticateStep } from '../sandbox/sandbox-authenticate-step.tsx';
import { AchFields } from './ach-fields.tsx';
import { orderAgreementText, orderHasItems, paymentDue } from './order-terms.ts';
import { initialMethodChoice, NEW_CARD, SavedMethodChoice } from './saved-method-choice.tsx';
import { useOrderPayment, type PaymentTab } from './use-order-payment.ts';

/**
 * The payment modal's body (spec 3 §2.7, §5): Credit Card and, for B2B accounts only, ACH (Bank); saved methods
 * first when signed in (never on the public page), else the new-card form; the agreement with the schedule's
 * amounts, ticked by default; Pay disabled while unticked, loading or paying.
 */
export function OrderPaymentContent({ order, publicUuid }: { order: Order; publicUuid?: string }) {
  const payment = useOrderPayment(order, publicUuid);
  const methods = usePaymentMethods(publicUuid ? null : order.account_id);
  const [tab, setTab] = useState<PaymentTab>('card');
  const [agreed, setAgreed] = useState(true);
  const [picked, setPicked] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(true);

  const saved = methods.data ?? [];
  const choice = picked ?? initialMethodChoice(saved);
  const hasItems = orderHasItems(order);
  const withAch = order.account?.is_b2b_account === true;
  // on the public page the methods are never asked for (a disabled query stays pending)
  const methodsLoading = !publicUuid && methods.isPending;
  const loading = payment.config.isPending || methodsLoading;
  const busy = payment.paying || payment.authentication !== null;
  const due = paymentDue(order)?.amount ?? order.summary.grand_total;

  const pay = () =>
    void payment.submit(
      tab,
      agreed,
      choice === NEW_CARD ? { kind: 'new', save: saveCard } : { kind: 'saved', methodId: Number(choice) },
    );

  if (!hasItems) {
    return (
      <Alert color="red" variant="light">
        {BILLING_TEXTS.noItems}
      </Alert>
    );
  }
  return (
    <>
      {payment.authentication && (
        <SandboxAuthenticateStep intent={payment.authentication} onOutcome={payment.authenticated} />
      )}
      {/* hidden, not unmounted, during authentication: a failed step comes back to the card as typed */}
      <Stack gap="md" display={payment.authentication ? 'none' : undefined}>
        <Text size="sm">
          Amount due now: <b>{formatMoney(due)}</b>
        </Text>
        <Tabs value={tab} onChange={(value) => value && setTab(value as PaymentTab)}>
          <Tabs.List mb="md">
            <Tabs.Tab value="card">{PAYMENT_FORM_TEXTS.creditCardTab}</Tabs.Tab>
            {withAch && <Tabs.Tab value="ach">{PAYMENT_FORM_TEXTS.achTab}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="card">
            <Stack gap="md">
              {methodsLoading && <Text size="sm">{BILLING_TEXTS.loadingMethods}</Text>}
              {saved.length > 0 && (
                <SavedMethodChoice methods={saved} value={choice} onChange={setPicked} disabled={busy} />
              )}
              {choice === NEW_CARD && !methodsLoading && (
                <>
                  <CardForm ref={payment.cardForm} disabled={payment.paying} />
                  <Checkbox
                    label={PAYMENT_FORM_TEXTS.saveCard}
                    checked={saveCard}
                    onChange={(event) => setSaveCard(event.currentTarget.checked)}
                    disabled={payment.paying}
                  />
                </>
              )}
            </Stack>
          </Tabs.Panel>
          {withAch && (
            <Tabs.Panel value="ach">
              <AchFields
                values={payment.ach}
                errors={payment.achFieldErrors}
                onChange={payment.setAch}
                disabled={payment.paying}
                provider={payment.config.data?.provider}
              />
            </Tabs.Panel>
          )}
        </Tabs>
        <Checkbox
          label={orderAgreementText(order)}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={agreed ? undefined : PAYMENT_FORM_TEXTS.agreementRequired}
          disabled={payment.paying}
        />
        {payment.failure && (
          <Alert color="red" variant="light" role="alert">
            {payment.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {payment.paying && <Loader size="xs" />}
          <Button onClick={pay} disabled={!agreed || loading || busy}>
            {payment.paying ? BILLING_TEXTS.paymentInProgress : PAYMENT_FORM_TEXTS.payNow}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
