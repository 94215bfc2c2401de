import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxCardHandle } from '../../../components/payments/sandbox/sandbox-card-handle.ts';
import { addPaymentMethod } from './add-payment-method.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const setupAnswer = (status: string, lastError: string | null = null) => ({
  data: {
    id: 'seti_sbx_1',
    object: 'setup_intent',
    status,
    amount: null,
    payment_method: 'pm_sbx_1',
    last_error: lastError,
    next_action: null,
  },
});
const typed = (number: string) =>
  sandboxCardHandle(
    () => ({ number, expiry: '04/39', cvc: '987' }),
    () => {},
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('adding a payment method', () => {
  it('starts a setup on our server, saves the token with the provider, then records the method', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json({ data: { id: 'seti_sbx_1', client_secret: 'seti_sbx_1_secret', provider: 'sandbox' } }),
      )
      .mockResolvedValueOnce(json(setupAnswer('succeeded')))
      .mockResolvedValueOnce(json({ data: { id: 9 } }));
    const result = await addPaymentMethod({
      accountId: 3,
      cardForm: typed('4242 4242 4242 4242'),
      returnUrl: 'x',
    });
    expect(result).toEqual({ status: 'added' });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/accounts/3/payment-methods',
      'POST /api/sandbox-payments/setup-intents/seti_sbx_1/confirm',
      'POST /api/setup-intents/seti_sbx_1/refresh',
    ]);
    for (const [, init] of fetchMock.mock.calls) expect(String(init?.body)).not.toContain('4242424242424242');
  });

  it("shows the provider's message when the card is refused, and records nothing", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ data: { id: 'seti_sbx_1', client_secret: 's', provider: 'sandbox' } }))
      .mockResolvedValueOnce(json(setupAnswer('requires_payment_method', 'Your card has expired.')));
    const result = await addPaymentMethod({
      accountId: 3,
      cardForm: typed('4000 0000 0000 0069'),
      returnUrl: 'x',
    });
    expect(result).toEqual({ status: 'failed', message: 'Your card has expired.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows our server's refusal (a member who is not an admin)", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Only account admins can change payment methods' }, 403));
    const result = await addPaymentMethod({
      accountId: 3,
      cardForm: typed('4242 4242 4242 4242'),
      returnUrl: 'x',
    });
    expect(result).toEqual({ status: 'failed', message: 'Only account admins can change payment methods' });
  });

  it('sends nothing for an incomplete card', async () => {
    expect(await addPaymentMethod({ accountId: 3, cardForm: typed('4242'), returnUrl: 'x' })).toEqual({
      status: 'invalid',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
