import { BILLING_TEXTS } from '@lodestar/contracts';
import { messageOf } from '../../../api/api-error.ts';
import type { CardFormHandle } from '../../../components/payments/card-form/card-form-handle.ts';
import { createPaymentMethod } from '../api/create-payment-method.ts';
import { refreshSetupIntent } from '../api/refresh-setup-intent.ts';

export type AddMethodResult =
  { status: 'invalid' } | { status: 'added' } | { status: 'failed'; message: string };

/**
 * Saves a new card (spec 3 §2.4): the typed card is checked first, our server starts a setup intent, the
 * provider's form confirms it with the card, and the refresh records the method at once (no waiting for the
 * provider's event). The provider's message is shown as it is (spec 3 §8).
 */
export async function addPaymentMethod({
  accountId,
  cardForm,
  returnUrl,
}: {
  accountId: number;
  cardForm: CardFormHandle | null;
  returnUrl: string;
}): Promise<AddMethodResult> {
  if (!cardForm?.validate()) return { status: 'invalid' };
  try {
    const setup = await createPaymentMethod(accountId);
    const outcome = await cardForm.confirmSetup(
      { id: setup.id, client_secret: setup.client_secret },
      { returnUrl },
    );
    if (outcome.status === 'failed') return outcome;
    if (outcome.status === 'requires_action')
      return { status: 'failed', message: BILLING_TEXTS.genericError };
    await refreshSetupIntent(setup.id);
    return { status: 'added' };
  } catch (error) {
    return { status: 'failed', message: messageOf(error, BILLING_TEXTS.genericError) };
  }
}
