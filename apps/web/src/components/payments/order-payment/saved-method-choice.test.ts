import { describe, expect, it } from 'vitest';
import { testMethod } from '../testing/payment-fixtures.ts';
import { initialMethodChoice, NEW_CARD } from './saved-method-choice.tsx';

describe('the saved method the modal starts on', () => {
  it('is the default one, else the first, never an expired card; none: a new card', () => {
    expect(initialMethodChoice([testMethod({ id: 1 }), testMethod({ id: 2, default: true })])).toBe('2');
    expect(initialMethodChoice([testMethod({ id: 1 }), testMethod({ id: 2 })])).toBe('1');
    expect(
      initialMethodChoice([testMethod({ id: 1, expired: true, default: true }), testMethod({ id: 2 })]),
    ).toBe('2');
    expect(initialMethodChoice([testMethod({ id: 1, expired: true })])).toBe(NEW_CARD);
    expect(initialMethodChoice([])).toBe(NEW_CARD);
  });
});
