import { z } from 'zod';
import { recordId } from './envelope.ts';

export const loginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'The email field is required.')
    .max(254)
    .email('The email must be a valid email address.'),
  password: z.string().min(1, 'The password field is required.').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({ token: z.string() });
/** POST /api/imitate: the imitation session's token (also set as the imitation cookie). */
export const imitationTokenResponse = z.object({ imitation_token: z.string() });
/** POST /api/accounts/{accountId}/reset-token: the account's new API token, shown once (only its hash is stored). */
export const apiTokenResponse = z.object({ api_token: z.string() });

export const temporaryTokenExchange = z.object({ token: z.string().min(1).max(200) });
/** PUT /api/temporary-token answers with either a normal token or, for an imitation hand-over, imitation_token. */
export const temporaryTokenResult = z.object({
  token: z.string().optional(),
  imitation_token: z.string().optional(),
});

// passwordChange (POST /api/password) lives in identity-trust.ts with the other trust rules of issue 26

export const userUpdate = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  email: z.string().trim().max(254).email('The email must be a valid email address.'),
  phone: z.string().trim().max(32).nullable().optional(),
  timezone_id: recordId,
});
export type UserUpdate = z.infer<typeof userUpdate>;

/** Internal admins start an imitation of a user (spec 3 §6). */
export const imitateRequest = z.object({ user_id: recordId });

/** The header the web app sends on every request; cookie-authenticated writes without it are refused (CSRF). */
export const CSRF_HEADER = 'x-lodestar-client';
export const TIMEZONE_HEADER = 'x-timezone';
export const SESSION_COOKIE = 'lodestar_session';
export const IMITATION_COOKIE = 'lodestar_imitation';
