import { BILLING_TEXTS } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { paymentKeys } from '../../../components/payments/api/payment-keys.ts';
import { refreshSetupIntent } from '../api/refresh-setup-intent.ts';
import { showMethodAdded } from '../utils/method-added-toast.ts';

/** What a provider's redirect adds to the return address (Stripe's names), cleaned away once read. */
const RETURN_PARAMS = ['setup_intent', 'setup_intent_client_secret', 'redirect_status'];

/**
 * Spec 3 §2.4: opened with ?setup_intent= (the card provider sent the browser back after authenticating a saved
 * card), the setup is refreshed so the card shows at once, and the address loses the provider's values.
 */
export function useSetupIntentReturn(accountId: number) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const setupIntent = params.get('setup_intent');
  // once per setup: a re-render, or React's development double effect, must not refresh it twice
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!setupIntent || handled.current === setupIntent) return;
    handled.current = setupIntent;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    refreshSetupIntent(setupIntent)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: paymentKeys.methods(accountId) });
        showMethodAdded();
      })
      .catch((error: unknown) =>
        notifications.show({ color: 'red', message: messageOf(error, BILLING_TEXTS.genericError) }),
      );
  }, [setupIntent, setParams, queryClient, accountId]);
}
