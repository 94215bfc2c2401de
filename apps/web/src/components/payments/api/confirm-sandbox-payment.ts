import type { SandboxConfirmPaymentRequest, SandboxIntent } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/**
 * POST /sandbox-payments/payment-intents/{id}/confirm: the sandbox provider's browser call (as Stripe.js's
 * confirmCardPayment), with a saved method's id or the browser-made card token. The client secret is the
 * capability, so it works signed out (the approve page); every failure is the form's to show.
 */
export function confirmSandboxPayment(
  intentId: string,
  request: SandboxConfirmPaymentRequest,
): Promise<SandboxIntent> {
  return apiRequest(`/sandbox-payments/payment-intents/${encodeURIComponent(intentId)}/confirm`, {
    method: 'POST',
    body: request,
    handles: 'all',
  });
}
