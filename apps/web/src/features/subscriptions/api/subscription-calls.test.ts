import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { activateSubscription } from './activate-subscription.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { fetchPaymentMethods } from './get-payment-methods.ts';
import { fetchSubscription } from './get-subscription.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';

const fetchMock = vi.fn<typeof fetch>();
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the subscription calls (spec 3 §7)', () => {
  it('asks for a subscription with its tracker, model and plans', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { id: 41 } }));
    expect(await fetchSubscription(41)).toEqual({ id: 41 });
    expect(sent().url).toBe('/api/subscriptions/41?include=devices%2Cdevices.model%2Cprice');
  });

  it('cancels by asking for pending-cancellation, and activates by its own call', async () => {
    fetchMock.mockImplementation(async () => Response.json({ data: { id: 41 } }));
    await cancelSubscription(41);
    await activateSubscription(41);
    expect(sent(0)).toEqual({
      url: '/api/subscriptions/41/status',
      method: 'PUT',
      body: { status: 'pending-cancellation' },
    });
    expect(sent(1)).toMatchObject({ url: '/api/subscriptions/41/activation', method: 'POST' });
  });

  it('reactivates for the chosen months and answers the new subscription', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { id: 90, status: 'pending' } }, { status: 201 }));
    expect(await reactivateSubscription(41, 12)).toEqual({ id: 90, status: 'pending' });
    expect(sent()).toEqual({
      url: '/api/subscriptions/41/reactivation',
      method: 'POST',
      body: { months: 12 },
    });
  });

  it("hands the server's refusal to the dialog", async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'No payment method to charge' }, { status: 422 }));
    const refusal = await reactivateSubscription(41, 1).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).serverMessage).toBe('No payment method to charge');
  });

  it("reads the account's saved methods", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: [] }));
    expect(await fetchPaymentMethods(3)).toEqual([]);
    expect(sent().url).toBe('/api/accounts/3/payment-methods');
  });
});
