import { describe, expect, it } from 'vitest';
import {
  luhnValid,
  SANDBOX_MESSAGES,
  SANDBOX_TEST_CARDS,
  sandboxCardToken,
  sandboxCardTokenSchema,
} from './sandbox-payments.ts';

const now = new Date(2026, 4, 15); // May 2026

describe('sandboxCardToken: the browser turns a typed card into what the sandbox takes', () => {
  it.each(SANDBOX_TEST_CARDS.map((c) => [c.number, c]))('%s', (number, card) => {
    const token = sandboxCardToken(number, '7', '29', card.brand === 'amex' ? '1234' : '123', now);
    expect(token).toEqual({
      brand: card.brand,
      last4: number.slice(-4),
      exp_month: 7,
      exp_year: 2029,
      behaviour: card.behaviour,
    });
    expect(sandboxCardTokenSchema.parse(token)).toEqual(token);
    // the token carries nothing more of the number than its last 4
    expect(JSON.stringify(token)).not.toContain(number.slice(-5));
  });

  it('takes spaces and dashes, 4-digit years, and the current month', () => {
    expect(sandboxCardToken('4242 4242-4242 4242', 5, 2026, '123', now)).toMatchObject({
      exp_month: 5,
      exp_year: 2026,
    });
  });

  it.each([
    ['4242', '12', '30', '123', SANDBOX_MESSAGES.numberIncomplete],
    ['4242424242424241', '12', '30', '123', SANDBOX_MESSAGES.numberInvalid],
    ['4242abcd42424242', '12', '30', '123', SANDBOX_MESSAGES.numberInvalid],
    ['42424242424242424242', '12', '30', '123', SANDBOX_MESSAGES.numberInvalid],
    ['4242424242424242', '', '30', '123', SANDBOX_MESSAGES.expiryIncomplete],
    ['4242424242424242', '12', '3', '123', SANDBOX_MESSAGES.expiryIncomplete],
    ['4242424242424242', '13', '30', '123', SANDBOX_MESSAGES.expiryMonthInvalid],
    ['4242424242424242', '0', '30', '123', SANDBOX_MESSAGES.expiryMonthInvalid],
    ['4242424242424242', '4', '2026', '123', SANDBOX_MESSAGES.expiryPast],
    ['4242424242424242', '12', '25', '123', SANDBOX_MESSAGES.expiryPast],
    ['4242424242424242', '12', '30', '12', SANDBOX_MESSAGES.cvcIncomplete],
    ['4242424242424242', '12', '30', '1234', SANDBOX_MESSAGES.cvcIncomplete],
    ['378282246310005', '12', '30', '123', SANDBOX_MESSAGES.cvcIncomplete],
    // a real-looking number that is none of the test cards: refused, as Stripe's test mode refuses real cards
    ['4111111111111111', '12', '30', '123', SANDBOX_MESSAGES.notTestCard],
  ])('%s %s/%s cvc %s: %s', (number, month, year, cvc, message) => {
    expect(sandboxCardToken(number, month, year, cvc, now)).toBe(message);
  });

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(SANDBOX_TEST_CARDS.every((c) => luhnValid(c.number))).toBe(true);
  });
});
