import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxCardHandle } from '../sandbox/sandbox-card-handle.ts';
import { payByCard } from './pay-by-card.ts';
import { singleFlight } from './single-flight.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const INTENT = {
  payment_id: 31,
  intent_id: 'pi_sbx_9',
  client_secret: 'pi_sbx_9_secret_x',
  provider: 'sandbox',
  amount: 12_000,
  status: 'scheduled',
};
const confirmed = (status: string, lastError: string | null = null) => ({
  data: {
    id: 'pi_sbx_9',
    object: 'payment_intent',
    status,
    amount: 12_000,
    payment_method: 'pm_1',
    last_error: lastError,
    next_action: null,
  },
});
const SANDBOX = { provider: 'sandbox', publishable_key: null } as const;
const card = sandboxCardHandle(
  () => ({ number: '4242 4242 4242 4242', expiry: '04/39', cvc: '987' }),
  () => {},
);
const calls = () => fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method, init?.body]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('paying an order by card', () => {
  it('makes the intent on our server, then confirms the typed card with the provider', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ data: INTENT }))
      .mockResolvedValueOnce(json(confirmed('succeeded')));
    const result = await payByCard({
      target: { orderId: 7 },
      choice: { kind: 'new', save: true },
      config: SANDBOX,
      cardForm: card,
      origin: 'https://x.test',
    });
    expect(result).toEqual({ status: 'succeeded', intentId: 'pi_sbx_9' });
    expect(calls()).toEqual([
      ['/api/orders/7/payment-intent', 'POST', JSON.stringify({ save_method: true })],
      [
        '/api/sandbox-payments/payment-intents/pi_sbx_9/confirm',
        'POST',
        expect.stringContaining('"last4":"4242"'),
      ],
    ]);
    // our billing API never receives the card; the provider gets its token only
    for (const [, , body] of calls()) expect(String(body)).not.toContain('4242424242424242');
  });

  it('pays with a saved method by its id, the provider confirming with the method our server names', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ data: { ...INTENT, payment_method: 'pm_sbx_7' } }))
      .mockResolvedValueOnce(json(confirmed('succeeded')));
    await payByCard({
      target: { orderId: 7 },
      choice: { kind: 'saved', methodId: 12 },
      config: SANDBOX,
      cardForm: null,
      origin: 'https://x.test',
    });
    expect(calls()).toEqual([
      ['/api/orders/7/payment-intent', 'POST', JSON.stringify({ payment_method_id: 12 })],
      [
        '/api/sandbox-payments/payment-intents/pi_sbx_9/confirm',
        'POST',
        JSON.stringify({ client_secret: 'pi_sbx_9_secret_x', payment_method: 'pm_sbx_7' }),
      ],
    ]);
  });

  it('pays on the public approve page through the order’s uuid', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ data: INTENT }))
      .mockResolvedValueOnce(json(confirmed('succeeded')));
    await payByCard({
      target: { orderId: 7, publicUuid: 'f0e1d2c3-0000-4000-8000-000000000001' },
      choice: { kind: 'new', save: false },
      config: SANDBOX,
      cardForm: card,
      origin: 'https://x.test',
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/public-orders/f0e1d2c3-0000-4000-8000-000000000001/payment-intent',
    );
  });

  it("answers a decline with the provider's message, and our server's refusal with its message", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ data: INTENT }))
      .mockResolvedValueOnce(json(confirmed('requires_payment_method', 'Your card was declined.')));
    const args = {
      target: { orderId: 7 },
      choice: { kind: 'new', save: false },
      config: SANDBOX,
      cardForm: card,
      origin: 'https://x.test',
    } as const;
    expect(await payByCard(args)).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      intentId: 'pi_sbx_9',
    });
    fetchMock.mockResolvedValueOnce(json({ message: 'This order is already paid' }, 409));
    expect(await payByCard(args)).toEqual({
      status: 'failed',
      message: 'This order is already paid',
      intentId: null,
    });
  });

  it('goes straight on when the payment already succeeded (another tab paid it)', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { ...INTENT, status: 'succeeded' } }));
    const result = await payByCard({
      target: { orderId: 7 },
      choice: { kind: 'saved', methodId: 12 },
      config: SANDBOX,
      cardForm: null,
      origin: 'https://x.test',
    });
    expect(result).toEqual({ status: 'succeeded', intentId: 'pi_sbx_9' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes one payment for two submissions at once', async () => {
    let answer!: (r: Response) => void;
    fetchMock
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(json(confirmed('succeeded')));
    const flight = singleFlight();
    const submit = () =>
      flight.run(() =>
        payByCard({
          target: { orderId: 7 },
          choice: { kind: 'new', save: false },
          config: SANDBOX,
          cardForm: card,
          origin: 'https://x.test',
        }),
      );
    const first = submit();
    const second = submit();
    expect(flight.running).toBe(true);
    answer(json({ data: INTENT }));
    expect(await second).toBeUndefined();
    expect(await first).toEqual({ status: 'succeeded', intentId: 'pi_sbx_9' });
    expect(calls().filter(([url]) => String(url).endsWith('/payment-intent'))).toHaveLength(1);
    expect(flight.running).toBe(false);
  });

  it('sends nothing when the typed card is incomplete', async () => {
    const incomplete = sandboxCardHandle(
      () => ({ number: '4242', expiry: '', cvc: '' }),
      () => {},
    );
    const result = await payByCard({
      target: { orderId: 7 },
      choice: { kind: 'new', save: false },
      config: SANDBOX,
      cardForm: incomplete,
      origin: 'https://x.test',
    });
    expect(result).toEqual({ status: 'invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
