import type { Order } from '@lodestar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import { BILLING_TEXTS } from '@lodestar/contracts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { payByBank } from '../api/pay-by-bank.ts';
import { refreshPublicPaymentIntent } from '../api/refresh-public-payment-intent.ts';
import type { PaymentTarget } from '../api/payment-target.ts';
import type { CardFormHandle, CardOutcome, IntentSecret } from '../card-form/card-form-handle.ts';
import {
  achErrors,
  achServerErrors,
  EMPTY_ACH,
  toBankRequest,
  type AchErrors,
  type AchValues,
} from './ach-form.ts';
import { paymentDue } from './order-terms.ts';
import { payByCard, type CardChoice } from './pay-by-card.ts';
import { paidPath } from './payment-redirect.ts';
import { singleFlight } from './single-flight.ts';

export type PaymentTab = 'card' | 'ach';

/**
 * The payment modal's state and its one submission (spec 3 §2.7, §4, §5): idle, then paying ('Payment in
 * progress...'), then the success page; or the sandbox's authentication step; or the provider's message and the
 * form again. A second submission while one runs does nothing.
 */
export function useOrderPayment(order: Order, publicUuid: string | undefined) {
  const target: PaymentTarget = { orderId: order.id, publicUuid };
  const config = usePaymentConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cardForm = useRef<CardFormHandle>(null);
  const flight = useRef(singleFlight()).current;
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [authentication, setAuthentication] = useState<IntentSecret | null>(null);
  const [ach, setAch] = useState<AchValues>(EMPTY_ACH);
  const [achFieldErrors, setAchFieldErrors] = useState<AchErrors>({});

  const paid = async (intentId: string | null) => {
    // signed in, the success page refreshes the intent; the public success page has no order to do it with.
    // A failed refresh changes nothing: the provider's event records the payment anyway
    if (publicUuid && intentId) await refreshPublicPaymentIntent(publicUuid, intentId).catch(() => null);
    // the order, its list and the approve page read again wherever they show next
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders', order.id] }),
      queryClient.invalidateQueries({ queryKey: ['accounts', order.account_id, 'orders'] }),
      publicUuid ? queryClient.invalidateQueries({ queryKey: ['public-orders', publicUuid] }) : null,
    ]);
    navigate(paidPath(target, intentId));
  };

  const settle = async (outcome: CardOutcome & { intentId: string | null }) => {
    if (outcome.status === 'failed') setFailure(outcome.message);
    else if (outcome.status === 'requires_action') setAuthentication(outcome.intent);
    else await paid(outcome.intentId);
  };

  const payCard = async (choice: CardChoice) => {
    if (!config.data) return;
    const result = await payByCard({
      target,
      choice,
      config: config.data,
      cardForm: cardForm.current,
      origin: window.location.origin,
    });
    if (result.status !== 'invalid') await settle(result);
  };

  const payBank = async () => {
    const errors = achErrors(ach);
    setAchFieldErrors(errors);
    const due = paymentDue(order);
    if (Object.keys(errors).length > 0) return;
    if (!due) return setFailure(BILLING_TEXTS.genericError);
    try {
      await payByBank(target, due.id, toBankRequest(ach));
      await paid(null);
    } catch (error) {
      const byField = error instanceof ApiError ? achServerErrors(error.errors) : {};
      setAchFieldErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(messageOf(error, BILLING_TEXTS.genericError));
    }
  };

  /** Pay: nothing is sent unless the agreement is ticked (spec 3 §5), and never twice at once. */
  const submit = (tab: PaymentTab, agreed: boolean, choice: CardChoice) =>
    flight.run(async () => {
      if (!agreed) return;
      setFailure(null);
      setPaying(true);
      try {
        if (tab === 'ach') await payBank();
        else await payCard(choice);
      } finally {
        setPaying(false);
      }
    });

  /** The sandbox's Complete / Fail answered. */
  const authenticated = (outcome: CardOutcome) => {
    const intentId = authentication?.id ?? null;
    setAuthentication(null);
    void settle({ ...outcome, intentId });
  };

  return {
    config,
    cardForm,
    paying,
    failure,
    authentication,
    authenticated,
    ach,
    setAch: (values: AchValues) => {
      setAch(values);
      // typing in a field clears its own mark only; the other stays until it is filled
      setAchFieldErrors((current) => ({
        routingNumber: values.routingNumber === ach.routingNumber ? current.routingNumber : undefined,
        accountNumber: values.accountNumber === ach.accountNumber ? current.accountNumber : undefined,
      }));
    },
    achFieldErrors,
    submit,
  };
}
