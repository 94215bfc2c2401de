import { z } from 'zod';

/**
 * The embedded sandbox payment provider's browser side (docs/decisions/0067). Its test numbers mirror Stripe's, so
 * the same cards work in both modes. The browser turns a typed card into a token (`sandboxCardToken`) and sends
 * only that to /api/sandbox-payments: the number itself never leaves the browser.
 */

/** What a test number makes the sandbox do. */
export const SANDBOX_BEHAVIOURS = [
  'succeeds',
  'declines',
  'authenticates',
  'expired',
  'insufficient-funds',
  'ach-fails',
] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

export const SANDBOX_CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type SandboxCardBrand = (typeof SANDBOX_CARD_BRANDS)[number];

export interface SandboxTestCard {
  number: string;
  brand: SandboxCardBrand;
  behaviour: Exclude<SandboxBehaviour, 'ach-fails'>;
  /** what the card form's help shows */
  description: string;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '378282246310005', brand: 'amex', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '6011111111111117', brand: 'discover', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'declines', description: 'Declined' },
  {
    number: '4000002500003155',
    brand: 'visa',
    behaviour: 'authenticates',
    description: 'Needs authentication',
  },
  { number: '4000000000000069', brand: 'visa', behaviour: 'expired', description: 'Expired card' },
  {
    number: '4000000000009995',
    brand: 'visa',
    behaviour: 'insufficient-funds',
    description: 'Insufficient funds',
  },
];

/** The sandbox's one bank: its routing number, and the account numbers that settle or fail. */
export const SANDBOX_ACH_ROUTING_NUMBER = '110000000';
export const SANDBOX_ACH_ACCOUNTS: readonly {
  accountNumber: string;
  behaviour: 'succeeds' | 'ach-fails';
  description: string;
}[] = [
  { accountNumber: '000123456789', behaviour: 'succeeds', description: 'Settles' },
  { accountNumber: '000111111116', behaviour: 'ach-fails', description: 'Fails to settle' },
];

/** The messages the sandbox answers, as Stripe words them. */
export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  achFailed: 'The bank account could not be debited.',
  notTestCard: 'Your card was declined. The sandbox accepts only its test card numbers.',
  notTestBank: 'The sandbox accepts only its test bank accounts (routing number 110000000).',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** What the browser sends instead of a card: derived from the number there, never the number itself. */
export const sandboxCardTokenSchema = z.strictObject({
  brand: z.enum(SANDBOX_CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/, 'last4 must be 4 digits'),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  behaviour: z.enum(SANDBOX_BEHAVIOURS).exclude(['ach-fails']),
});
export type SandboxCardToken = z.infer<typeof sandboxCardTokenSchema>;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The card form's check and tokenisation, in the browser: the number (spaces allowed), expiry month and year (2
 * or 4 digits) and CVC become the token the sandbox routes take, or the message to show under the form. Only
 * the sandbox's test numbers are taken, as Stripe's test mode refuses real cards.
 */
export function sandboxCardToken(
  number: string,
  expMonth: string | number,
  expYear: string | number,
  cvc: string,
  now: Date = new Date(),
): SandboxCardToken | string {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return SANDBOX_MESSAGES.numberInvalid;
  if (digits.length < 14) return SANDBOX_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return SANDBOX_MESSAGES.numberInvalid;
  const monthText = String(expMonth).trim();
  const yearText = String(expYear).trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText))
    return SANDBOX_MESSAGES.expiryIncomplete;
  const month = Number(monthText);
  if (month < 1 || month > 12) return SANDBOX_MESSAGES.expiryMonthInvalid;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // a card is good through the last day of its expiry month
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return SANDBOX_MESSAGES.expiryPast;
  }
  if (year > 2100) return SANDBOX_MESSAGES.expiryIncomplete;
  const card = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
  const cvcLength = card?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc.trim())) return SANDBOX_MESSAGES.cvcIncomplete;
  if (!card) return SANDBOX_MESSAGES.notTestCard;
  return {
    brand: card.brand,
    last4: digits.slice(-4),
    exp_month: month,
    exp_year: year,
    behaviour: card.behaviour,
  };
}

const clientSecret = z.string().min(1).max(200);
const intentId = z.string().min(1).max(100);

export const sandboxIntentParams = z.object({ id: intentId });

export const sandboxConfirmPaymentRequest = z
  .strictObject({
    client_secret: clientSecret,
    /** a saved payment method of the intent's customer (neither this nor card: the one the intent was made with) */
    payment_method: z.string().min(1).max(100).optional(),
    /** a new card, tokenised in the browser */
    card: sandboxCardTokenSchema.optional(),
    /** keep the new card for the customer's later payments */
    save: z.boolean().optional(),
  })
  .refine((b) => b.payment_method === undefined || b.card === undefined, {
    message: 'Give payment_method or card, not both',
    path: ['payment_method'],
  });
export type SandboxConfirmPaymentRequest = z.infer<typeof sandboxConfirmPaymentRequest>;

export const sandboxAuthenticateRequest = z.strictObject({
  client_secret: clientSecret,
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxAuthenticateRequest = z.infer<typeof sandboxAuthenticateRequest>;

export const sandboxConfirmSetupRequest = z.strictObject({
  client_secret: clientSecret,
  card: sandboxCardTokenSchema,
});
export type SandboxConfirmSetupRequest = z.infer<typeof sandboxConfirmSetupRequest>;

const intentStatus = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

/**
 * An intent after a sandbox call, as Stripe.js hands it back: a failed attempt leaves it `requires_payment_method`
 * with `last_error` (the message to show); `requires_action` waits for the authentication step.
 */
export const sandboxIntent = z.object({
  id: z.string(),
  object: z.enum(['payment_intent', 'setup_intent']),
  status: intentStatus,
  amount: z.number().int().nullable(),
  payment_method: z.string().nullable(),
  last_error: z.string().nullable(),
  next_action: z.object({ type: z.literal('sandbox_authenticate') }).nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntent>;
export const sandboxIntentAnswer = z.object({ data: sandboxIntent });
export type SandboxIntentAnswer = z.infer<typeof sandboxIntentAnswer>;
