import type { SandboxConfirmSetupRequest, SandboxIntent } from '@lodestar/contracts';
import { apiRequest } from '../../../api/http-client.ts';

/** POST /sandbox-payments/setup-intents/{id}/confirm: saves the browser-made card token (as confirmCardSetup). */
export function confirmSandboxSetup(
  setupId: string,
  request: SandboxConfirmSetupRequest,
): Promise<SandboxIntent> {
  return apiRequest(`/sandbox-payments/setup-intents/${encodeURIComponent(setupId)}/confirm`, {
    method: 'POST',
    body: request,
    handles: 'all',
  });
}
