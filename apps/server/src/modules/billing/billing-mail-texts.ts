import { formatMoney, invoiceNumber } from '@lodestar/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface BillingMailFacts {
  to: string;
  name: string;
  accountTitle: string;
  orderId: number;
  paymentId: number;
  /** the payment's place in the schedule, and the schedule's length */
  number: number;
  count: number;
  amount: number;
  /** 'card' or 'us_bank_account' */
  methodType: string | null;
  /** the order's page in the manage area */
  link: string;
}

const paidWith = (type: string | null) =>
  type === 'us_bank_account' ? 'by bank transfer (ACH)' : type === 'card' ? 'by card' : '';

const which = (f: BillingMailFacts) => (f.count > 1 ? ` (payment ${f.number} of ${f.count})` : '');

function message(f: BillingMailFacts, subject: string, lines: string[], linkLabel: string): MailMessage {
  return {
    to: f.to,
    subject,
    text: `Hello ${f.name},\n\n${lines.join('\n')}\n\n${linkLabel}: ${f.link}\n\nLodestar\n`,
    html:
      `<p>Hello ${escapeHtml(f.name)},</p>` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.link)}">${escapeHtml(linkLabel)}</a></p><p>Lodestar</p>`,
  };
}

/** The receipt: what was paid, for which order and invoice. */
export function receiptMail(f: BillingMailFacts): MailMessage {
  const how = paidWith(f.methodType);
  return message(
    f,
    `Payment received for order #${f.orderId}`,
    [
      `We received ${formatMoney(f.amount)}${how ? ` ${how}` : ''} for order #${f.orderId}${which(f)} of ${f.accountTitle}. Thank you for your payment.`,
      `Invoice number: ${invoiceNumber(f.orderId, f.paymentId)}`,
    ],
    'View the order',
  );
}

/** A failed payment: the provider's reason and where to pay it by hand. */
export function paymentFailedMail(f: BillingMailFacts, reason: string | null): MailMessage {
  return message(
    f,
    `Payment failed for order #${f.orderId}`,
    [
      `The payment of ${formatMoney(f.amount)} for order #${f.orderId}${which(f)} of ${f.accountTitle} could not be made.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'An administrator of the account can pay it from the order page with Pay Now.',
    ],
    'Pay the order',
  );
}
