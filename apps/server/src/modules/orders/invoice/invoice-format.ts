import type { Address, PaymentStatus } from '@lodestar/contracts';

/** A date as a US customer reads it on an invoice ('Mar 3, 2025'), in the zone the invoice is written in. */
export function invoiceDate(zone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return (at) => format.format(at);
}

/** An address as the lines of a letter: name, street, suite, city and state, phone. */
export function addressLines(address: Address | null, fallbackName: string): string[] {
  if (!address) return ['—'];
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ') || fallbackName;
  return [
    name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.zip}`,
    address.phone,
  ].filter((line): line is string => !!line);
}

/** A payment's state in the schedule, in the customer's words. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  scheduled: 'Due',
  processing: 'Processing',
  requires_action: 'Needs authentication',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
