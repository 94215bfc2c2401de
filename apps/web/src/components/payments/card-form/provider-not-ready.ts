import { notifications } from '@mantine/notifications';
import { CARD_ERROR_TOAST_MS, PAYMENT_FORM_TEXTS } from '../payment-texts.ts';

/** Spec 3 §8: the card provider's form did not load (Stripe.js blocked, the config unreadable); 15 s, red. */
export function showProviderNotReady(): void {
  notifications.show({
    id: 'card-provider-not-ready',
    color: 'red',
    message: PAYMENT_FORM_TEXTS.providerNotReady,
    autoClose: CARD_ERROR_TOAST_MS,
  });
}
