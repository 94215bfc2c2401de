import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { linkBaseOf, type BrandLinks } from '../../../http/brand-links.ts';
import { enqueueMail } from '../../../jobs/outbox/enqueue-mail.ts';
import { enqueueSms } from '../../../jobs/outbox/enqueue-sms.ts';
import { isB2bAccount } from '../../accounts/accounts.repository.ts';
import { rowsOf } from '../../positions/sql-rows.ts';
import { notifyShipmentsChanged } from '../shipments.repository.ts';
import {
  describeTransition,
  EVENT_TYPE,
  transitionMessages,
  type ShipmentTransitionKind,
} from './shipment-messages.ts';

export interface Transition {
  /**
   * A transition with its event and notices, or 'on_time': a shipment Running Late by its estimate whose tracker
   * caught up goes back to In Progress, silently (no event kind for it; its late event stays in its history).
   */
  kind: ShipmentTransitionKind | 'on_time';
  shipmentId: number;
  /** When it happened: the fix time, or the scheduled time a clock transition stands for. */
  at: Date;
  positionId?: number | null;
  /** An end by hand (POST .../finished) rather than an arrival. */
  byHand?: boolean;
  /** Late by the estimate, before the scheduled end. */
  byEstimate?: boolean;
  /**
   * Found by this instance's detector, which has already moved its own copy of the shipment on: no index needs
   * dropping. Other instances' copies may lag; their next write for it is refused by its condition and moves
   * them on (each instance's copy only ever moves forward).
   */
  fromDetector?: boolean;
}

export interface WrittenTransition {
  accountId: number;
  /** The event row, null when the shipment already had one of this kind (its status still changed). */
  eventId: number | null;
}

/**
 * The conditional UPDATE of each transition (docs/decisions/0045): it changes a shipment only from the state the
 * transition starts from, so of two instances (or a retry, or a restart) exactly one gets the row back.
 */
function change(t: Transition): { set: SQL; when: SQL } {
  const at = sql`${t.at.toISOString()}::timestamptz`;
  switch (t.kind) {
    case 'begin':
      return {
        set: sql`status = 'In Progress', started_at = ${at}`,
        when: sql`status = 'Not Started' and started_at is null and ended_at is null`,
      };
    case 'late':
      return {
        set: sql`status = 'Running Late', late_at = ${at}`,
        when: sql`status = 'In Progress' and late_at is null and ended_at is null`,
      };
    case 'notify':
      return {
        set: sql`notified_at = ${at}`,
        when: sql`notified_at is null and ended_at is null and notify_at > 0`,
      };
    case 'on_time':
      // only before the scheduled end: once it passes, the clock's late stands (and may come again after this)
      return {
        set: sql`status = 'In Progress', late_at = null`,
        when: sql`status = 'Running Late' and ended_at is null and end_at > ${at}`,
      };
    case 'end':
      return {
        set: sql`status = case when ${at} > end_at then 'Completed Late' else 'Completed' end, ended_at = ${at}`,
        when: t.byHand ? sql`ended_at is null` : sql`ended_at is null and started_at is not null`,
      };
  }
}

interface ChangedRow {
  account_id: number;
  device_id: number;
  uuid: string;
  name: string;
  from_name: string;
  to_name: string;
  status: string;
  end_at: Date;
  notify_at: number;
  estimated_end_at: Date | null;
  notification_emails: string[];
  notification_phone_numbers: string[];
}

/**
 * Applies one transition in one transaction: the shipment's row, its event (at most one of each kind per
 * shipment: the partial unique index on device_events), and a mail to each notification e-mail and a text to each
 * phone through the outbox, each with a dedupe key, so nobody is told twice. Null when the shipment was not in the
 * state the transition starts from (another instance, or an earlier run, got there first).
 */
export async function writeTransition(
  db: Db,
  links: BrandLinks,
  t: Transition,
): Promise<WrittenTransition | null> {
  const { set, when } = change(t);
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<ChangedRow>(
      tx,
      sql`update shipments set ${set}, updated_at = now() where id = ${t.shipmentId} and ${when}
        returning account_id, device_id, uuid, name, from_name, to_name, status, end_at, notify_at, estimated_end_at,
          notification_emails, notification_phone_numbers`,
    );
    if (!row) return null;
    if (!t.fromDetector) await notifyShipmentsChanged(tx, row.account_id);
    if (t.kind === 'on_time') return { accountId: row.account_id, eventId: null };
    const facts = {
      kind: t.kind,
      name: row.name,
      fromName: row.from_name,
      toName: row.to_name,
      status: row.status,
      endAt: new Date(row.end_at),
      notifyAt: row.notify_at,
      estimatedEndAt: row.estimated_end_at ? new Date(row.estimated_end_at) : null,
      byHand: t.byHand,
      byEstimate: t.byEstimate,
    };
    const description = describeTransition(facts);
    const [event] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into device_events (account_id, device_id, event_type, description, position_id, attributes,
          created_at, shipment_id)
        values (${row.account_id}, ${row.device_id}, ${EVENT_TYPE[t.kind]}, ${description}, ${t.positionId ?? null},
          ${JSON.stringify({ shipment_id: t.shipmentId, shipment_name: row.name })}::jsonb,
          ${t.at.toISOString()}::timestamptz, ${t.shipmentId})
        on conflict (shipment_id, event_type) where shipment_id is not null do nothing
        returning id`,
    );
    if (!event) return { accountId: row.account_id, eventId: null };
    // the tracking page on the account's own brand host (a business account's on the business one)
    const publicUrl = linkBaseOf(links, await isB2bAccount(tx, row.account_id));
    const message = transitionMessages(facts, row.uuid, publicUrl);
    const key = (to: string) => `shipment:${t.shipmentId}:${t.kind}:${to}`;
    for (const to of row.notification_emails ?? [])
      await enqueueMail(
        tx,
        { to, subject: message.subject, text: message.text, html: message.html },
        { dedupeKey: key(to) },
      );
    for (const to of row.notification_phone_numbers ?? [])
      await enqueueSms(tx, { to, text: message.sms }, { dedupeKey: key(to) });
    return { accountId: row.account_id, eventId: Number(event.id) };
  });
}
