import { sql } from 'drizzle-orm';
import { phoneForServer } from '@lodestar/domain';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { enqueueSms } from '../../jobs/outbox/enqueue-sms.ts';
import type { EventHandler } from '../alerts/event-dispatcher.ts';
import { intArray } from '../positions/positions-write.repository.ts';
import { rowsOf } from '../positions/sql-rows.ts';
import { contactMessages, isDwellEvent } from './dwell-alert-texts.ts';

interface ContactRow {
  id: number;
  account_id: number;
  name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * The event dispatcher's handler that tells an alertable geofence's contact (spec 1 §3: full_name, email,
 * phone, is_alertable) about its dwell alerts (docs/decisions/0065), through the outbox in the dispatch
 * transaction. The dedupe key is the event and channel, so a retried dispatch queues nothing twice. Read when the
 * event is dispatched: a contact changed or switched off meanwhile is what counts.
 */
export const dwellContacts: EventHandler = async (tx, events) => {
  const dwell = events.filter((e) => isDwellEvent(e.eventType) && e.geofenceId !== null);
  if (!dwell.length) return;
  const rows = await rowsOf<ContactRow>(
    tx,
    sql`select id, account_id, name, full_name, email, phone from geofences
      where id = any(${intArray([...new Set(dwell.map((e) => e.geofenceId!))])}) and is_alertable`,
  );
  const contacts = new Map(rows.map((r) => [r.id, r]));
  for (const e of dwell) {
    const g = contacts.get(e.geofenceId!);
    if (!g || g.account_id !== e.accountId || !isDwellEvent(e.eventType)) continue;
    const message = contactMessages({
      eventType: e.eventType,
      geofenceName: g.name,
      contactName: g.full_name,
      deviceName: e.deviceName,
      description: e.description,
      at: e.createdAt,
    });
    const key = (channel: string) => `dwell-contact:${e.id}:${channel}`;
    if (g.email)
      await enqueueMail(
        tx,
        { to: g.email, subject: message.subject, text: message.text },
        { dedupeKey: key('mail') },
      );
    const phone = phoneForServer(g.phone);
    if (phone) await enqueueSms(tx, { to: phone, text: message.sms }, { dedupeKey: key('sms') });
  }
};
