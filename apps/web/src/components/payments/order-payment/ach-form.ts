import type { BankPaymentRequest } from '../api/pay-by-bank.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';

export interface AchValues {
  routingNumber: string;
  accountNumber: string;
}
export type AchErrors = Partial<Record<keyof AchValues, string>>;

export const EMPTY_ACH: AchValues = { routingNumber: '', accountNumber: '' };

/**
 * Spec 3 §5: the routing number and the account number must both be given; each empty one is marked. Their
 * digits are the server's to judge (its messages go under the same fields).
 */
export function achErrors(values: AchValues): AchErrors {
  const errors: AchErrors = {};
  if (values.routingNumber.trim() === '') errors.routingNumber = PAYMENT_FORM_TEXTS.routingRequired;
  if (values.accountNumber.trim() === '') errors.accountNumber = PAYMENT_FORM_TEXTS.accountRequired;
  return errors;
}

export function toBankRequest(values: AchValues): BankPaymentRequest {
  return {
    ach_routing_number: values.routingNumber.trim(),
    ach_account_number: values.accountNumber.trim(),
    confirm: 1,
  };
}

/** The server's field errors (ach_routing_number, ach_account_number) under the form's fields. */
export function achServerErrors(errors: Record<string, string[]>): AchErrors {
  const out: AchErrors = {};
  if (errors.ach_routing_number?.[0]) out.routingNumber = errors.ach_routing_number[0];
  if (errors.ach_account_number?.[0]) out.accountNumber = errors.ach_account_number[0];
  return out;
}
