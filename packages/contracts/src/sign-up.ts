import { z } from 'zod';

/** How long a mailed password-reset link works (decision 0042). */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** How long a mailed e-mail confirmation link works (decision 0042); a new one can be asked for from the app. */
export const EMAIL_CONFIRMATION_LINK_HOURS = 48;
/** Password minimum (spec 3 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The texts the server and the web app share for these flows. */
export const SIGN_UP_TEXTS = {
  passwordHint: 'Password must be at least 8 characters',
  passwordMismatch: 'The password confirmation does not match.',
  /** POST /api/forgot-password answers this for every address (no user enumeration). */
  resetRequested: 'If an account exists for this address, we have sent a link to reset its password.',
  /** POST /api/create-account answers this for a new and a taken address alike. */
  signUpReceived: 'Thanks for signing up. We have sent a link to confirm your e-mail address.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired.',
  linkInvalid: 'This link is not valid.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  confirmationResent: 'We have sent a new confirmation link.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  confirmBeforeTrackers: 'Confirm your e-mail address before adding trackers.',
} as const;

const email = z
  .string()
  .trim()
  .min(1, 'The email field is required.')
  .max(254)
  .email('The email must be a valid email address.');
const password = z.string().min(PASSWORD_MIN_LENGTH, SIGN_UP_TEXTS.passwordHint).max(1024);
const linkToken = z.string().trim().min(1, 'The token field is required.').max(200);

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const mismatch = { message: SIGN_UP_TEXTS.passwordMismatch, path: ['password_confirmation'] };

/** POST /api/forgot-password */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** PUT /api/reset-password */
export const resetPasswordRequest = z
  .object({ token: linkToken, password, password_confirmation: z.string().max(1024) })
  .refine(confirmed, mismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const accountType = z.enum(['consumer', 'business']);
export type AccountType = z.infer<typeof accountType>;

/** POST /api/create-account (public sign-up). */
export const createAccountRequest = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120),
    email,
    password,
    password_confirmation: z.string().max(1024),
    account_name: z.string().trim().min(1, 'The account name field is required.').max(120),
    account_type: accountType,
  })
  .refine(confirmed, mismatch);
export type CreateAccountRequest = z.infer<typeof createAccountRequest>;

/** PUT /api/confirm-email */
export const confirmEmailRequest = z.object({ token: linkToken });

/** The 202 answers of forgot-password and create-account, and the other plain confirmations. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

// the trust rules of issue 26 (password change, e-mail change, pending invitations)
export * from './identity-trust.ts';
