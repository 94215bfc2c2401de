import type { users } from '../../db/schema/index.ts';
import type { SessionKind } from './session.repository.ts';

/**
 * Who is calling (request.auth, set by auth.plugin.ts). A leaf of its own, so what reads it (audit, account
 * access, services) does not import the plugin that sets it.
 */
export interface AuthContext {
  user: typeof users.$inferSelect;
  sessionId: number;
  kind: SessionKind;
  /** The internal admin acting as `user` during an imitation. */
  actingAdminId: number | null;
  /** For an imitation: the imitation it belongs to (its first session), the same on every host it was handed to. */
  imitationId: number | null;
  /** Set for an account API token: the only account it may touch. */
  tokenAccountId: number | null;
  via: 'cookie' | 'bearer';
}
