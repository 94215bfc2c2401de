import { BILLING_TEXTS, type PaymentConfig } from '@lodestar/contracts';
import { messageOf } from '../../../api/api-error.ts';
import { createPaymentIntent } from '../api/create-payment-intent.ts';
import type { PaymentTarget } from '../api/payment-target.ts';
import type { CardFormHandle, CardOutcome } from '../card-form/card-form-handle.ts';
import { confirmSavedMethod } from '../card-form/confirm-saved-method.ts';
import { providerReturnUrl } from './payment-redirect.ts';

/** What the customer chose on the Credit Card tab. */
export type CardChoice = { kind: 'saved'; methodId: number } | { kind: 'new'; save: boolean };

/** A card payment's end: the outcome, and the intent it was for (the success page refreshes it). */
export type CardPaymentResult = (CardOutcome & { intentId: string | null }) | { status: 'invalid' };

/**
 * Pays an order by card: the typed card is checked first (nothing is made for a card that cannot be sent), then
 * our server makes (or finds, on a repeat) the payment's intent, and the provider's browser side confirms it with
 * the saved method or the typed card. A server refusal shows its message (spec 3 §8 'Shows the response data').
 */
export async function payByCard({
  target,
  choice,
  config,
  cardForm,
  origin,
}: {
  target: PaymentTarget;
  choice: CardChoice;
  config: PaymentConfig;
  cardForm: CardFormHandle | null;
  origin: string;
}): Promise<CardPaymentResult> {
  if (choice.kind === 'new' && !cardForm?.validate()) return { status: 'invalid' };
  let intent;
  try {
    intent = await createPaymentIntent(
      target,
      choice.kind === 'saved' ? { payment_method_id: choice.methodId } : { save_method: choice.save },
    );
  } catch (error) {
    return { status: 'failed', message: messageOf(error, BILLING_TEXTS.genericError), intentId: null };
  }
  // already paid (another tab, a repeat after a lost answer): nothing more to confirm
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: intent.status, intentId: intent.intent_id };
  }
  const secret = { id: intent.intent_id, client_secret: intent.client_secret };
  const returnUrl = providerReturnUrl(target, origin);
  const outcome =
    choice.kind === 'saved'
      ? await confirmSavedMethod(
          config,
          { ...secret, payment_method: intent.payment_method ?? null },
          returnUrl,
        )
      : await cardForm!.confirmPayment(secret, { save: choice.save, returnUrl });
  return { ...outcome, intentId: intent.intent_id };
}
