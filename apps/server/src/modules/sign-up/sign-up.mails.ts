import { EMAIL_CONFIRMATION_LINK_HOURS, pathTo } from '@lodestar/contracts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { appLink, linkMail } from '../password-reset/link-mail.ts';

interface Recipient {
  name: string;
  email: string;
}

/** The link that confirms a new account's address. */
export function confirmationMail(user: Recipient, token: string, publicUrl: string): MailMessage {
  return linkMail({
    to: user.email,
    name: user.name,
    subject: 'Confirm your e-mail address for Lodestar',
    lines: ['Thanks for creating a Lodestar account. Please confirm that this is your e-mail address.'],
    links: [
      {
        label: 'Confirm your e-mail address',
        url: appLink(publicUrl, pathTo('ConfirmEmailView'), { token }),
      },
    ],
    after: [
      `The link works once and expires in ${EMAIL_CONFIRMATION_LINK_HOURS} hours. You can ask for a new one in the app.`,
      'If you did not create an account, ignore this mail.',
    ],
  });
}

/**
 * To the owner of an address someone tried to sign up with: sign-up answers the same either way, so this mail is
 * the only place that says the address already has an account.
 */
export function signUpAttemptMail(owner: Recipient, publicUrl: string): MailMessage {
  return linkMail({
    to: owner.email,
    name: owner.name,
    subject: 'Someone tried to create a Lodestar account with your e-mail address',
    lines: [
      'Someone tried to create a new Lodestar account with this e-mail address, which already has an account.',
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
    ],
    links: [
      { label: 'Sign in', url: appLink(publicUrl, pathTo('LoginView')) },
      { label: 'Reset your password', url: appLink(publicUrl, pathTo('PasswordForgotView')) },
    ],
    after: ['If it was not you, you can ignore this mail: nothing has changed in your account.'],
  });
}
