import type { CardFormHandle, CardOutcome } from '../card-form/card-form-handle.ts';
import {
  tokenizeSandboxCard,
  type SandboxCardErrors,
  type SandboxCardValues,
} from './sandbox-card-fields.ts';
import { payWithSandboxCard, saveSandboxCard } from './sandbox-outcome.ts';

/**
 * The sandbox form's handle: each confirmation turns the typed card into the sandbox's token first, and sends
 * only that; a card that cannot be tokenised is marked on its fields and sends nothing.
 */
export function sandboxCardHandle(
  read: () => SandboxCardValues,
  mark: (errors: SandboxCardErrors) => void,
): CardFormHandle {
  const tokenize = () => {
    const answer = tokenizeSandboxCard(read());
    mark('errors' in answer ? answer.errors : {});
    return answer;
  };
  const refused = (errors: SandboxCardErrors): CardOutcome => ({
    status: 'failed',
    message: Object.values(errors)[0] ?? '',
  });
  return {
    validate: () => 'token' in tokenize(),
    confirmPayment: async (intent, { save }) => {
      const answer = tokenize();
      return 'errors' in answer ? refused(answer.errors) : payWithSandboxCard(intent, answer.token, save);
    },
    confirmSetup: async (setup) => {
      const answer = tokenize();
      return 'errors' in answer ? refused(answer.errors) : saveSandboxCard(setup, answer.token);
    },
  };
}
