import type { PaymentConfig } from '@lodestar/contracts';

/** What a form confirms: a payment or setup intent our server made, by its id and the secret the provider gave. */
export interface IntentSecret {
  id: string;
  client_secret: string;
}

/**
 * Where a confirmation ended, in the provider's words:
 * - succeeded / processing: the money moves (processing settles later, e.g. a bank); go on;
 * - requires_action: the sandbox's authentication step comes next (Stripe.js shows its own 3D Secure);
 * - failed: the provider's message (a decline), shown as it is, and the form can be used again.
 */
export type CardOutcome =
  | { status: 'succeeded' | 'processing' }
  | { status: 'requires_action'; intent: IntentSecret }
  | { status: 'failed'; message: string };

/**
 * The card form's face to the dialog around it (the modal's Pay, the Payment tab's Add Method): the dialog asks
 * our server for the intent, then hands it here; the typed card goes to the provider from inside the form.
 */
export interface CardFormHandle {
  /** Checks what is typed and marks the fields in error; nothing is sent. */
  validate(): boolean;
  /** Pays the intent with the typed card; `save` keeps the card for later charges. */
  confirmPayment(intent: IntentSecret, options: { save: boolean; returnUrl: string }): Promise<CardOutcome>;
  /** Saves the typed card through the setup intent. */
  confirmSetup(setup: IntentSecret, options: { returnUrl: string }): Promise<CardOutcome>;
}

export type PaymentProviderName = PaymentConfig['provider'];
