import { SIGN_UP_TEXTS } from '@lodestar/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors.ts';
import { requireAuth } from '../session/auth.plugin.ts';

/**
 * Refuses what a signed-up user may do only once their address is confirmed (decision 0042): adding or claiming
 * trackers. Seeded, invited and older users count as confirmed. An internal admin working in the account as
 * themselves is not held back by the owner's unconfirmed address.
 */
export function requireConfirmedEmail(request: FastifyRequest): void {
  if (requireAuth(request).user.emailConfirmedAt === null)
    throw forbidden(SIGN_UP_TEXTS.confirmBeforeTrackers);
}
