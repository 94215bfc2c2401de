import { EMAIL_CHANGE_LINK_HOURS, pathTo } from '@lodestar/contracts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { appLink, linkMail } from '../password-reset/link-mail.ts';

interface Recipient {
  name: string;
  email: string;
}

/** To the new address: the link that makes it the user's sign-in address (decision 0042, issue 26). */
export function emailChangeLinkMail(
  user: Recipient,
  newEmail: string,
  token: string,
  publicUrl: string,
): MailMessage {
  return linkMail({
    to: newEmail,
    name: user.name,
    subject: 'Confirm your new e-mail address for Lodestar',
    lines: [`You asked to sign in to Lodestar with ${newEmail} instead of your current address.`],
    links: [
      {
        label: 'Confirm your new e-mail address',
        url: appLink(publicUrl, pathTo('ConfirmEmailView'), { token }),
      },
    ],
    after: [
      `The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. Until it is opened nothing changes.`,
      'If you did not ask for this, ignore this mail.',
    ],
  });
}

/** To the current address: someone signed in as this user asked to move the sign-in to another address. */
export function emailChangeNoticeMail(user: Recipient, newEmail: string, publicUrl: string): MailMessage {
  return linkMail({
    to: user.email,
    name: user.name,
    subject: 'A change of your Lodestar e-mail address was requested',
    lines: [
      `Someone signed in to your Lodestar account asked to change its e-mail address to ${newEmail}.`,
      'The address changes only when the link mailed to the new address is opened.',
    ],
    links: [{ label: 'Reset your password', url: appLink(publicUrl, pathTo('PasswordForgotView')) }],
    after: ['If it was not you, reset your password now: that signs out every other session.'],
  });
}

/**
 * To the owner of an address another user asked to move their sign-in to: the request answers the same either
 * way (no probing of addresses, issue 26 item 2), so only this mail says the address is already in use.
 */
export function emailChangeTakenMail(owner: Recipient, publicUrl: string): MailMessage {
  return linkMail({
    to: owner.email,
    name: owner.name,
    subject: 'Someone tried to use your e-mail address on Lodestar',
    lines: [
      'Another Lodestar user asked to change their e-mail address to this one, which already has an account.',
      'Nothing has changed: an address belongs to one sign-in only.',
    ],
    links: [{ label: 'Sign in', url: appLink(publicUrl, pathTo('LoginView')) }],
    after: ['You can ignore this mail.'],
  });
}
