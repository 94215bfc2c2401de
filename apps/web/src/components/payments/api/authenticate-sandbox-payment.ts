import type { SandboxAuthenticateRequest, SandboxIntent } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/** POST /sandbox-payments/payment-intents/{id}/authenticate: the sandbox's stand-in for a bank's 3D Secure page. */
export function authenticateSandboxPayment(
  intentId: string,
  request: SandboxAuthenticateRequest,
): Promise<SandboxIntent> {
  return apiRequest(`/sandbox-payments/payment-intents/${encodeURIComponent(intentId)}/authenticate`, {
    method: 'POST',
    body: request,
    handles: 'all',
  });
}
