import { describe, expect, it } from 'vitest';
import { paidPath, providerReturnUrl } from './payment-redirect.ts';

describe('where a paid order goes', () => {
  it('signed in: the success page with the order, the intent and #orders', () => {
    expect(paidPath({ orderId: 12 }, 'pi_sbx_9')).toBe(
      '/payment-success?order_id=12&payment_intent=pi_sbx_9#orders',
    );
    expect(paidPath({ orderId: 12 }, null)).toBe('/payment-success?order_id=12#orders');
  });

  it('on the public approve page: the approve success page, with the uuid it refreshes the payment through', () => {
    expect(paidPath({ orderId: 12, publicUuid: 'u-1' }, 'pi_1')).toBe(
      '/approve-order-success?uuid=u-1&payment_intent=pi_1',
    );
    expect(providerReturnUrl({ orderId: 12, publicUuid: 'u-1' }, 'https://x.test')).toBe(
      'https://x.test/approve-order-success?uuid=u-1',
    );
    expect(providerReturnUrl({ orderId: 12 }, 'https://x.test')).toBe(
      'https://x.test/payment-success?order_id=12',
    );
  });
});
