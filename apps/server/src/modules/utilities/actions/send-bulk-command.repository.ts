import { and, eq, inArray } from 'drizzle-orm';
import type { CommandChannel } from '@lodestar/contracts';
import type { Db } from '../../../db/database.ts';
import { messages } from '../../../db/schema/index.ts';
import { REPORT_CHANNELS } from '../../commands/messages.repository.ts';

/**
 * The report channels on which this user's message with exactly this text still waits for the tracker's next
 * report: a resumed bulk item does not queue the same command twice.
 */
export async function channelsStillQueued(
  db: Db,
  q: { deviceId: number; userId: number; text: string },
): Promise<Set<CommandChannel>> {
  const rows = await db
    .selectDistinct({ channel: messages.channel })
    .from(messages)
    .where(
      and(
        eq(messages.deviceId, q.deviceId),
        eq(messages.userId, q.userId),
        eq(messages.messageToDevice, q.text),
        eq(messages.status, 'queued'),
        inArray(messages.channel, [...REPORT_CHANNELS]),
      ),
    );
  return new Set(rows.map((r) => r.channel));
}
