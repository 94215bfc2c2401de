import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import {
  DOWNLOAD_LINK_DAYS,
  downloadFilePath,
  downloadsDir,
  downloadToken,
  newFileId,
} from './download-links.ts';
import { positionReportCsv, type PositionReportPlan } from './position-report.service.ts';

export interface EmailedReportContext {
  db: Db;
  mail: Mailer;
  dataDir: string;
  publicUrl: string;
  secret: string;
}

/** Files whose links have expired are of no use to anyone: removed whenever a new report is written. */
async function removeExpiredFiles(dir: string) {
  const oldest = Date.now() - (DOWNLOAD_LINK_DAYS + 1) * 86_400_000;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < oldest) await rm(file, { force: true });
  }
}

/** Writes the report where its link will point; the final name appears only once the file is complete. */
async function writeReportFile(ctx: EmailedReportContext, plan: PositionReportPlan): Promise<string> {
  const dir = downloadsDir(ctx.dataDir);
  await mkdir(dir, { recursive: true });
  await removeExpiredFiles(dir);
  const fileId = newFileId();
  const file = downloadFilePath(ctx.dataDir, fileId);
  try {
    await pipeline(positionReportCsv(ctx.db, plan), createWriteStream(`${file}.part`));
  } catch (err) {
    await rm(`${file}.part`, { force: true });
    throw err;
  }
  await rename(`${file}.part`, file);
  return fileId;
}

/**
 * The send_email report (background job): writes the CSV under DATA_DIR/downloads, then mails the user a link
 * that works for DOWNLOAD_LINK_DAYS. When the file cannot be made the user is told by mail too, since they were
 * promised one and would otherwise wait for nothing; the error is still thrown for the job log.
 */
export async function emailPositionReport(
  ctx: EmailedReportContext,
  plan: PositionReportPlan,
  to: { email: string; name: string },
): Promise<void> {
  const what = plan.range ? 'position history' : 'current positions';
  let fileId: string;
  try {
    fileId = await writeReportFile(ctx, plan);
  } catch (err) {
    await ctx.mail.sendMail({
      to: to.email,
      subject: 'Your positions CSV could not be generated',
      text: `Hello ${to.name},\n\nAn error occurred while generating your ${what} CSV. Please try again later.\n`,
    });
    throw err;
  }
  const { token, expires } = downloadToken(ctx.secret, fileId);
  const link = `${ctx.publicUrl.replace(/\/$/, '')}/api/downloads/${token}`;
  const until = expires.toUTCString();
  await ctx.mail.sendMail({
    to: to.email,
    subject: 'Your positions CSV is ready',
    text: `Hello ${to.name},\n\nYour ${what} CSV is ready. Download it here:\n\n${link}\n\nThe link works until ${until}.\n`,
    html:
      `<p>Hello ${escapeHtml(to.name)},</p><p>Your ${what} CSV is ready.</p>` +
      `<p><a href="${escapeHtml(link)}">Download the CSV</a></p><p>The link works until ${until}.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
