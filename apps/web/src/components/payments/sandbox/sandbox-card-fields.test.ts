import { SANDBOX_MESSAGES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, formatCardNumber, formatExpiry, tokenizeSandboxCard } from './sandbox-card-fields.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('the sandbox card fields', () => {
  it('shows the number in groups of 4 (amex 4-6-5), digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42 ')).toBe('4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242424242424')).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY, the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('4')).toBe('04/');
    // backspace over the slash takes the month's last digit with it
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('shows the brand as the number is typed', () => {
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('5555')).toBe('mastercard');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('6011')).toBe('discover');
    expect(cardBrandOf('9')).toBeNull();
  });

  it('makes a token of brand, last 4, expiry and behaviour: never the number or the CVC', () => {
    const answer = tokenizeSandboxCard({ number: '4242 4242 4242 4242', expiry: '04/30', cvc: '987' }, NOW);
    expect(answer).toEqual({
      token: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, behaviour: 'succeeds' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/42424242|987/);
  });

  it('marks the field a problem is about, with the provider’s words', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '04/30', cvc: '987' };
    expect(tokenizeSandboxCard({ ...card, number: '4242' }, NOW)).toEqual({
      errors: { number: SANDBOX_MESSAGES.numberIncomplete },
    });
    expect(tokenizeSandboxCard({ ...card, number: '4242 4242 4242 4241' }, NOW)).toEqual({
      errors: { number: SANDBOX_MESSAGES.numberInvalid },
    });
    expect(tokenizeSandboxCard({ ...card, expiry: '10/25' }, NOW)).toEqual({
      errors: { expiry: SANDBOX_MESSAGES.expiryPast },
    });
    expect(tokenizeSandboxCard({ ...card, expiry: '13/30' }, NOW)).toEqual({
      errors: { expiry: SANDBOX_MESSAGES.expiryMonthInvalid },
    });
    expect(tokenizeSandboxCard({ ...card, cvc: '1' }, NOW)).toEqual({
      errors: { cvc: SANDBOX_MESSAGES.cvcIncomplete },
    });
    // a real-looking number that is no test card is refused, as Stripe's test mode does
    expect(tokenizeSandboxCard({ ...card, number: '4111 1111 1111 1111' }, NOW)).toEqual({
      errors: { number: SANDBOX_MESSAGES.notTestCard },
    });
  });
});
