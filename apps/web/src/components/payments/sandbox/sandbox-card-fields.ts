import {
  SANDBOX_MESSAGES,
  SANDBOX_TEST_CARDS,
  sandboxCardToken,
  type SandboxCardToken,
} from '@lodestar/contracts';

/** What the sandbox card form holds while the customer types. It stays in the browser. */
export interface SandboxCardValues {
  number: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
}

export type SandboxCardField = keyof SandboxCardValues;
export type SandboxCardErrors = Partial<Record<SandboxCardField, string>>;

export const EMPTY_SANDBOX_CARD: SandboxCardValues = { number: '', expiry: '', cvc: '' };

/** The card number as typed, digits only, in groups of 4 (amex 4-6-5), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, made 'MM/YY': the slash comes in after the month; a lone 2-9 becomes '0N/'. */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // deleting the slash deletes the month's last digit too, or the slash would keep coming back
  if (previous.endsWith('/') && typed === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length === 1 && /[2-9]/.test(digits)) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The brand shown beside the number as it is typed, from its first digits (the networks' prefixes), or the
 * test card it is when complete.
 */
export function cardBrandOf(number: string): SandboxCardToken['brand'] | null {
  const digits = number.replace(/\D/g, '');
  const known = SANDBOX_TEST_CARDS.find((card) => card.number === digits);
  if (known) return known.brand;
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

/** Which field a sandbox message is about, so it shows under that field. */
const FIELD_OF_MESSAGE: Record<string, SandboxCardField> = {
  [SANDBOX_MESSAGES.numberIncomplete]: 'number',
  [SANDBOX_MESSAGES.numberInvalid]: 'number',
  [SANDBOX_MESSAGES.notTestCard]: 'number',
  [SANDBOX_MESSAGES.expiryIncomplete]: 'expiry',
  [SANDBOX_MESSAGES.expiryMonthInvalid]: 'expiry',
  [SANDBOX_MESSAGES.expiryPast]: 'expiry',
  [SANDBOX_MESSAGES.cvcIncomplete]: 'cvc',
};

/**
 * The typed card as the sandbox's token (brand, last 4, expiry, behaviour: never the number), or the message to
 * show under the field it is about. Only this token is ever sent.
 */
export function tokenizeSandboxCard(
  values: SandboxCardValues,
  now: Date = new Date(),
): { token: SandboxCardToken } | { errors: SandboxCardErrors } {
  const [month = '', year = ''] = values.expiry.split('/');
  const answer = sandboxCardToken(values.number, month, year, values.cvc, now);
  if (typeof answer !== 'string') return { token: answer };
  return { errors: { [FIELD_OF_MESSAGE[answer] ?? 'number']: answer } };
}
