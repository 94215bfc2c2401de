import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { csvStream } from '../downloads/csv-file.ts';
import { downloadFilePath, downloadsDir, downloadToken, newFileId } from '../downloads/download-links.ts';
import { formatTime, zoneLabel, type TimeZoneChoice } from '../downloads/time-zone.ts';
import { findGeofenceEvents, type GeofenceEventFilter } from './geofence-events.repository.ts';
import { TRACKER_EVENT_LABELS } from '@lodestar/contracts';

export interface GeofenceEventsEmailContext {
  db: Db;
  mail: Mailer;
  dataDir: string;
  publicUrl: string;
  secret: string;
}

/** Rows are read in pages of this many, newest first, so a long range never sits in memory. */
const PAGE = 2_000;
/** The same cap as the tracker events CSV: years of entries and exits. */
const MAX_ROWS = 100_000;

async function* rows(db: Db, filter: GeofenceEventFilter, zone: TimeZoneChoice): AsyncIterable<unknown[]> {
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const page = await findGeofenceEvents(db, filter, { limit: PAGE, offset });
    for (const e of page)
      yield [
        formatTime(e.createdAt, zone),
        TRACKER_EVENT_LABELS[e.eventType],
        e.geofenceName,
        e.deviceName,
        e.description,
      ];
    if (page.length < PAGE) return;
  }
}

/**
 * The geofence events download (spec 1 §2.8: emailed as a CSV link), the way the positions report is e-mailed
 * (docs/decisions/0011): the file is written under DATA_DIR/downloads with a random name, complete before it
 * appears, and the user gets a signed link to the same /api/downloads/<token> route. A failure is mailed too.
 */
export async function emailGeofenceEvents(
  ctx: GeofenceEventsEmailContext,
  filter: GeofenceEventFilter,
  zone: TimeZoneChoice,
  to: { email: string; name: string },
): Promise<void> {
  const header = [`Time (${zoneLabel(zone)})`, 'Event', 'Geofence', 'Tracker', 'Description'];
  const fileId = newFileId('geofence-events');
  const file = downloadFilePath(ctx.dataDir, fileId);
  try {
    await mkdir(downloadsDir(ctx.dataDir), { recursive: true });
    await pipeline(csvStream(header, rows(ctx.db, filter, zone)), createWriteStream(`${file}.part`));
    await rename(`${file}.part`, file);
  } catch (err) {
    await rm(`${file}.part`, { force: true });
    await ctx.mail.sendMail({
      to: to.email,
      subject: 'Your geofence events CSV could not be generated',
      text: `Hello ${to.name},\n\nAn error occurred while generating your geofence events CSV. Please try again later.\n`,
    });
    throw err;
  }
  const { token, expires } = downloadToken(ctx.secret, fileId);
  const link = `${ctx.publicUrl.replace(/\/$/, '')}/api/downloads/${token}`;
  const until = expires.toUTCString();
  await ctx.mail.sendMail({
    to: to.email,
    subject: 'Your geofence events CSV is ready',
    text: `Hello ${to.name},\n\nYour geofence events CSV is ready. Download it here:\n\n${link}\n\nThe link works until ${until}.\n`,
    html:
      `<p>Hello ${escapeHtml(to.name)},</p><p>Your geofence events CSV is ready.</p>` +
      `<p><a href="${escapeHtml(link)}">Download the CSV</a></p><p>The link works until ${until}.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
