import { BILLING_TEXTS, type BillingTerm } from '@lodestar/contracts';
import { formatMoney } from '@lodestar/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ApprovalMailInput {
  to: string;
  name: string;
  brand: string;
  accountTitle: string;
  orderId: number;
  /** who sent it: the sales person, else the default team */
  sender: string | null;
  grandTotal: number;
  billingTerm: BillingTerm;
  firstDue: Date;
  /** the recipient's zone for the due date; UTC when they have none */
  zone: string | null;
  link: string;
}

/** 'Payment due on Mar 10, 2025', or for a monthly order 'First monthly payment due on …' (spec 3 §2.6). */
export function dueLine(billingTerm: BillingTerm, firstDue: Date, zone: string | null): string {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: zone ?? 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(firstDue);
  return billingTerm === 'monthly' ? BILLING_TEXTS.firstMonthlyDue(date) : BILLING_TEXTS.paymentDue(date);
}

/** The mail that sends an account's admin an order to approve and pay, with its approve-order link. */
export function approvalMail(input: ApprovalMailInput): MailMessage {
  const sender = input.sender || BILLING_TEXTS.defaultTeam;
  const intro = `${sender} sent ${input.accountTitle} order #${input.orderId} for ${formatMoney(input.grandTotal)}.`;
  const due = `${dueLine(input.billingTerm, input.firstDue, input.zone)}.`;
  const action = 'Open the link to review the invoice and the payment schedule, and to pay.';
  return {
    to: input.to,
    subject: `Order #${input.orderId} from ${input.brand} is ready for your approval`,
    text: `Hello ${input.name},\n\n${intro}\n${due}\n${action}\n\n${input.link}\n`,
    html:
      `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(intro)}<br>${escapeHtml(due)}<br>` +
      `${escapeHtml(action)}</p><p><a href="${escapeHtml(input.link)}">Review order #${input.orderId}</a></p>`,
  };
}
