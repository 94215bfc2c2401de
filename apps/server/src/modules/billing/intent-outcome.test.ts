import { describe, expect, it } from 'vitest';
import type { PaymentIntentView } from '../../integrations/payments/payment-provider.ts';
import { CANCELLED_INTENT_MESSAGE, outcomeOfIntent } from './intent-outcome.ts';

const intent = (fields: Partial<PaymentIntentView>): PaymentIntentView => ({
  id: 'pi_1',
  clientSecret: 'pi_1_secret',
  status: 'requires_payment_method',
  amount: 100,
  paymentMethodId: null,
  lastError: null,
  metadata: {},
  ...fields,
});

describe('outcomeOfIntent', () => {
  it('reads what became of the attempt from the intent', () => {
    expect(outcomeOfIntent(intent({ status: 'succeeded' }))).toEqual({ status: 'succeeded' });
    expect(outcomeOfIntent(intent({ status: 'processing' }))).toEqual({ status: 'processing' });
    expect(outcomeOfIntent(intent({ status: 'requires_action' }))).toEqual({ status: 'requires_action' });
    expect(outcomeOfIntent(intent({ lastError: 'Your card was declined.' }))).toEqual({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(outcomeOfIntent(intent({ status: 'canceled' }))).toEqual({
      status: 'failed',
      failureMessage: CANCELLED_INTENT_MESSAGE,
    });
  });

  it('has no outcome while the intent waits for its first confirmation', () => {
    expect(outcomeOfIntent(intent({}))).toBeNull();
    expect(outcomeOfIntent(intent({ status: 'requires_confirmation' }))).toBeNull();
  });
});
