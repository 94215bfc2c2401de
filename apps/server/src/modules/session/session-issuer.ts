import type { Db } from '../../db/database.ts';
import { newToken, hashToken } from './tokens.ts';
import { insertSession, type SessionKind } from './session.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long each kind of token lives. A sign-in lasts as long as its cookie (365 days, spec 1 §6); an imitation
 * only a working day, so a forgotten one does not leave an admin acting as a customer for a year; a hand-over
 * token a minute; an account API token until it is reset.
 */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  session: 365 * DAY,
  imitation: 12 * 60 * 60 * 1000,
  temporary: 60 * 1000,
  api: 10 * 365 * DAY,
};

export interface IssueSessionInput {
  kind: SessionKind;
  userId: number;
  actingAdminId?: number | null;
  accountId?: number | null;
  handsOver?: 'session' | 'imitation' | null;
  imitationId?: number | null;
  /** Instead of the kind's lifetime: a handed-over imitation ends when the imitation does. */
  expiresAt?: Date;
}

export interface IssuedSession {
  /** The only time the plain token exists: it goes to the client, the database keeps its hash. */
  token: string;
  sessionId: number;
  maxAgeSeconds: number;
}

export async function issueSession(
  db: Db,
  input: IssueSessionInput,
  now = new Date(),
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + SESSION_LIFETIME_MS[input.kind]);
  const row = await insertSession(db, {
    tokenHash: hashToken(token),
    kind: input.kind,
    userId: input.userId,
    actingAdminId: input.actingAdminId ?? null,
    accountId: input.accountId ?? null,
    handsOver: input.handsOver ?? null,
    imitationId: input.imitationId ?? null,
    expiresAt,
  });
  return {
    token,
    sessionId: row.id,
    maxAgeSeconds: Math.floor((expiresAt.getTime() - now.getTime()) / 1000),
  };
}
