import type { Db } from '../../db/database.ts';
import {
  findPendingInGroup,
  insertDelivery,
  updatePendingPayload,
} from '../../jobs/outbox/outbox.repository.ts';
import {
  addToDelivery,
  findDeliveryList,
  lockWindow,
  setWindow,
  untoldEventIds,
  type AlertTarget,
} from './alert-deliveries.repository.ts';
import type { AlertList } from './alert-messages.ts';

/** One channel's message for a user: the outbox channel and its payload, made from the alerts it tells. */
export interface AlertChannel {
  target: AlertTarget;
  outboxChannel: 'mail' | 'sms' | 'push';
  render(list: AlertList): unknown;
}

/**
 * Tells a user about events on one channel, in the dispatcher's transaction (docs/decisions/0049). Events they
 * were told about already are left out (exactly once per event, user and channel). The first alert after a quiet
 * spell goes at once; later ones join the still-pending delivery if there is one, else a new one due when the
 * window ends, so a burst becomes a digest rather than a message per event.
 */
export async function tellOnChannel(
  tx: Db,
  channel: AlertChannel,
  eventIds: readonly number[],
  windowMs: number,
  now: Date,
): Promise<void> {
  const { target } = channel;
  const fresh = await untoldEventIds(tx, target, eventIds);
  if (!fresh.length) return;
  const opensAt = await lockWindow(tx, target);
  const groupKey = `alert:${target.accountId}:${target.userId}:${target.channel}`;
  let outboxId = (await findPendingInGroup(tx, groupKey))?.id ?? null;
  if (outboxId === null) {
    const due = opensAt > now ? opensAt : now;
    outboxId = await insertDelivery(tx, {
      channel: channel.outboxChannel,
      payload: {},
      groupKey,
      nextAttemptAt: due,
    });
    await setWindow(tx, target, new Date(due.getTime() + windowMs));
  }
  await addToDelivery(tx, target, outboxId!, fresh);
  await updatePendingPayload(tx, outboxId!, channel.render(await findDeliveryList(tx, outboxId!)));
}
