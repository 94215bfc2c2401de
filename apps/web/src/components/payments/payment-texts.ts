/**
 * The payment forms' own texts, beside BILLING_TEXTS and PAYMENT_TEXTS (contracts), which hold the spec's and the
 * server's: these are the labels and messages the spec leaves unworded (the card fields, the sandbox's hints, the
 * 'card provider not ready' message).
 */
export const PAYMENT_FORM_TEXTS = {
  creditCardTab: 'Credit Card',
  achTab: 'ACH (Bank)',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  cardNumberRequired: 'Enter the card number',
  cardNumberInvalid: 'This card number is not valid',
  expiryInvalid: 'Enter the expiry as MM/YY',
  expiryPast: 'This card has expired',
  cvcInvalid: 'Enter the 3 or 4 digit CVC',
  sandboxHint:
    'Test mode: no real card is charged. Use one of these test cards, any future expiry and any CVC:',
  authenticateTitle: 'Authenticate test payment',
  authenticateBody: 'This test card asks for authentication, as a bank would with 3D Secure.',
  authenticateComplete: 'Complete',
  authenticateFail: 'Fail',
  authenticationFailed: 'The payment could not be authenticated. Try again or use another card.',
  providerNotReady: 'The card form is not ready. Please reload the page and try again.',
  savedMethods: 'Pay with',
  useNewCard: 'Use a new card',
  saveCard: 'Save this card for future payments',
  payNow: 'Pay Now',
  routingNumber: 'Bank routing number',
  accountNumber: 'Bank account number',
  routingRequired: 'The routing number is required',
  accountRequired: 'The account number is required',
  agreementRequired: 'Please agree to the charges to continue',
  expiresOn: (month: number | null, year: number | null) =>
    month && year ? `Expires ${String(month).padStart(2, '0')}/${year}` : 'No expiry',
  endingIn: (last4: string) => `ending in ${last4}`,
  addNew: 'Add New',
  newPaymentMethod: 'New Payment Method',
  setDefault: 'Set default',
  defaultLabel: 'Default',
  deleteMethod: 'Delete payment method',
  deleteQuestion: 'Delete this payment method?',
  methodDeleted: 'Payment method has been deleted',
  newDefault: 'New default payment method has been set',
  methodsLoadFailed: 'The payment methods could not be loaded.',
  backToTrackers: 'Back to trackers',
  viewOrder: 'View the order',
  paymentFailed: 'Your payment did not go through.',
  paymentProcessing: 'Your payment is being processed. The order shows paid once it settles.',
} as const;

/** Spec 3 §8-§9: a card provider error (the form not ready) stays 15 s. */
export const CARD_ERROR_TOAST_MS = 15_000;
