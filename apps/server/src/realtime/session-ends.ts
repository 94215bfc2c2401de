import { EventEmitter } from 'node:events';

/**
 * Sign-ins that ended, or users whose sign-ins and access must be checked again now.
 * - `sessionIds`: sessions that are over (signed out, imitation ended): their sockets close at once.
 * - `userIds`: users whose sessions may have been revoked (a password change signs out the other sessions) or
 *   whose access shrank (removed from an account, fewer trackers granted, deleted): each of their sockets is
 *   checked again at once, so a revoked one closes and the others see only what they still may.
 * - `accountIds`: accounts whose members' access changed (which trackers a devices-role member is given): every
 *   socket watching them is checked again at once.
 */
export interface SessionsEnded {
  sessionIds?: readonly number[];
  userIds?: readonly number[];
  accountIds?: readonly number[];
}

export const SESSIONS_CHANNEL = 'lodestar_sessions';

/**
 * Where sign-out, password change and access changes tell the sockets (decision 0009, issue 14 item 12): the
 * socket hub of this instance listens, and on PostgreSQL the LISTEN/NOTIFY bridge carries the news to the
 * other instances (SESSIONS_CHANNEL). Callers announce after their change is committed, so an instance that
 * checks again reads the new state.
 */
export class RealtimeSessions {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** Closes the sockets of ended sessions and rechecks those of the given users, on every instance. */
  sessionsEnded(ended: SessionsEnded) {
    if (!ended.sessionIds?.length && !ended.userIds?.length && !ended.accountIds?.length) return;
    this.emitter.emit('local', ended);
    this.emitter.emit('ended', ended);
  }

  /** What another instance announced (from the bridge); not forwarded again. */
  publishRemote(ended: SessionsEnded) {
    this.emitter.emit('ended', ended);
  }

  /** Every announcement, local or remote. Returns the unsubscribe function. */
  onEnded(listener: (ended: SessionsEnded) => void): () => void {
    this.emitter.on('ended', listener);
    return () => void this.emitter.off('ended', listener);
  }

  /** Only this instance's announcements (what the bridge sends out). */
  onLocal(listener: (ended: SessionsEnded) => void): () => void {
    this.emitter.on('local', listener);
    return () => void this.emitter.off('local', listener);
  }
}

/** Ids per NOTIFY payload: 500 ids of up to 10 digits stay well under PostgreSQL's 8000 bytes. */
const IDS_PER_PAYLOAD = 500;

/** NOTIFY payloads (the sending instance, then session, user and account ids), each under the size limit. */
export function encodeSessionsEnded(instanceId: string, ended: SessionsEnded): string[] {
  const lists = [ended.sessionIds ?? [], ended.userIds ?? [], ended.accountIds ?? []].map((ids) => [...ids]);
  const payloads: string[] = [];
  while (lists.some((ids) => ids.length)) {
    let room = IDS_PER_PAYLOAD;
    const [s, u, a] = lists.map((ids) => {
      const taken = ids.splice(0, room);
      room -= taken.length;
      return taken;
    });
    payloads.push(JSON.stringify({ i: instanceId, s, u, a }));
  }
  return payloads;
}

/** Reads a payload back, or null for this instance's own or anything malformed. */
export function decodeSessionsEnded(payload: string, ownInstanceId: string): SessionsEnded | null {
  let message: { i?: unknown; s?: unknown; u?: unknown; a?: unknown };
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || message.i === ownInstanceId) return null;
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  return { sessionIds: ids(message.s), userIds: ids(message.u), accountIds: ids(message.a) };
}
