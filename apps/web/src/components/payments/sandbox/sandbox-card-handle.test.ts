import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxCardHandle } from './sandbox-card-handle.ts';
import type { SandboxCardErrors } from './sandbox-card-fields.ts';

const fetchMock = vi.fn<typeof fetch>();
const intentAnswer = (status: string, lastError: string | null = null) =>
  new Response(
    JSON.stringify({
      data: {
        id: 'pi_sbx_1',
        object: 'payment_intent',
        status,
        amount: 12_000,
        payment_method: 'pm_sbx_1',
        last_error: lastError,
        next_action: status === 'requires_action' ? { type: 'sandbox_authenticate' } : null,
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
const INTENT = { id: 'pi_sbx_1', client_secret: 'pi_sbx_1_secret_abc' };
const TYPED = { number: '4242 4242 4242 4242', expiry: '04/39', cvc: '987' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sentBodies(): string[] {
  return fetchMock.mock.calls.map(([, init]) => String(init?.body ?? ''));
}

describe('the sandbox card form', () => {
  it('sends the provider a token without the card number or the CVC', async () => {
    fetchMock.mockResolvedValue(intentAnswer('succeeded'));
    const handle = sandboxCardHandle(
      () => TYPED,
      () => {},
    );
    expect(await handle.confirmPayment(INTENT, { save: true, returnUrl: 'x' })).toEqual({
      status: 'succeeded',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/sandbox-payments/payment-intents/pi_sbx_1/confirm');
    expect(JSON.parse(String(init!.body))).toEqual({
      client_secret: INTENT.client_secret,
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2039, behaviour: 'succeeds' },
      save: true,
    });
    for (const body of sentBodies()) {
      expect(body).not.toContain('4242424242424242');
      expect(body).not.toContain('4242 4242');
      expect(body).not.toContain('987');
      expect(body).not.toMatch(/"number"|"cvc"/);
    }
  });

  it('saves a card through the setup intent, again with the token only', async () => {
    fetchMock.mockResolvedValue(intentAnswer('succeeded'));
    const handle = sandboxCardHandle(
      () => TYPED,
      () => {},
    );
    await handle.confirmSetup({ id: 'seti_1', client_secret: 'seti_1_secret' }, { returnUrl: 'x' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/sandbox-payments/setup-intents/seti_1/confirm');
    expect(sentBodies()[0]).not.toContain('4242424242424242');
    expect(JSON.parse(sentBodies()[0]!).card.last4).toBe('4242');
  });

  it('sends nothing for a card it cannot tokenise, and marks the field', async () => {
    let marked: SandboxCardErrors = {};
    const handle = sandboxCardHandle(
      () => ({ ...TYPED, number: '4242 4242' }),
      (errors) => (marked = errors),
    );
    expect(handle.validate()).toBe(false);
    expect(marked.number).toBe('Your card number is incomplete.');
    expect(await handle.confirmPayment(INTENT, { save: false, returnUrl: 'x' })).toEqual({
      status: 'failed',
      message: 'Your card number is incomplete.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a decline in the provider's words, and asks for authentication when the card needs it", async () => {
    const handle = sandboxCardHandle(
      () => TYPED,
      () => {},
    );
    fetchMock.mockResolvedValueOnce(intentAnswer('requires_payment_method', 'Your card was declined.'));
    expect(await handle.confirmPayment(INTENT, { save: false, returnUrl: 'x' })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    fetchMock.mockResolvedValueOnce(intentAnswer('requires_action'));
    expect(await handle.confirmPayment(INTENT, { save: false, returnUrl: 'x' })).toEqual({
      status: 'requires_action',
      intent: INTENT,
    });
  });
});
