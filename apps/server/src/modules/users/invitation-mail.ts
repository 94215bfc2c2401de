import type { MailMessage } from '../../integrations/mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface InvitationMailInput {
  to: string;
  inviteeName: string;
  inviterName: string;
  accountTitle: string;
  link: string;
  expiresAt: Date;
  /** The address already signs in to Lodestar: they join with their own password, no new one. */
  existingUser: boolean;
}

/** The invitation e-mail: who invited them to which account, the link, and until when it works. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const until = input.expiresAt.toUTCString();
  const what = input.existingUser
    ? 'Open the link to join it; you keep signing in with your existing e-mail and password.'
    : 'Open the link to set your password and join it.';
  const intro = `${input.inviterName} invited you to the account ${input.accountTitle} on Lodestar.`;
  return {
    to: input.to,
    subject: `You are invited to join ${input.accountTitle} on Lodestar`,
    text: `Hello ${input.inviteeName},\n\n${intro}\n${what}\n\n${input.link}\n\nThe link works until ${until}. If you did not expect this invitation, ignore this e-mail.\n`,
    html:
      `<p>Hello ${escapeHtml(input.inviteeName)},</p><p>${escapeHtml(intro)}<br>${escapeHtml(what)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">Join ${escapeHtml(input.accountTitle)}</a></p>` +
      `<p>The link works until ${escapeHtml(until)}. If you did not expect this invitation, ignore this e-mail.</p>`,
  };
}
