/** Cache keys of the payment forms and the Payment tab. */
export const paymentKeys = {
  config: ['payment-config'] as const,
  methods: (accountId: number) => ['accounts', accountId, 'payment-methods'] as const,
};

/**
 * Statuses a payment call turns into the form's own message instead of the shared reaction: a refused payment or
 * method change must stay in its dialog, not leave for the Forbidden or Not Found page.
 */
export const PAYMENT_WRITE_HANDLES = [400, 402, 403, 404, 409, 422] as const;
