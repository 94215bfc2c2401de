import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXTS } from '@lodestar/contracts';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
} from '../../integrations/mail/test-smtp-server.test-helper.ts';
import { bearer } from '../session/sign-in.test-helper.ts';
import { createReportAs, openReportTestApp, trackDay, type ReportTestApp } from './report.test-helper.ts';

const PUBLIC_URL = 'https://track.example.com';
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let r: ReportTestApp;
let vanReport: number;
let truckReport: number;
const day = trackDay();
const period = { start_at: day.start.toISOString(), end_at: day.end.toISOString() };

const exportOf = (id: number | string, token?: string) =>
  r.t.app.inject({ method: 'GET', url: `/api/reports/${id}/export`, headers: token ? bearer(token) : {} });

/** The file id of the download page the mail links to. */
const linkIn = (mail: string) => {
  const match = /https:\/\/track\.example\.com\/downloads\/([\w-]+)/.exec(decodeQuotedPrintable(mail));
  expect(match, 'download page link in the mail').not.toBeNull();
  return match![1]!;
};

/** The next mail to this address: the demo's alert mails to others may arrive in between. */
async function mailTo(address: string) {
  for (;;) {
    const mail = await smtp.nextMail(60_000);
    if (mail.to.includes(address)) return mail;
  }
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  r = await openReportTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  vanReport = await createReportAs(r.t, r.admin, r.acme, { device_id: r.van, ...period });
  truckReport = await createReportAs(r.t, r.admin, r.acme, { device_id: r.truck, ...period });
}, 60_000);
afterAll(async () => {
  await r.t.close();
  await smtp.close();
});

describe('GET /reports/{id}/export', () => {
  it('answers at once, then mails the caller a link to the PDF, which downloads for them only', async () => {
    const res = await exportOf(vanReport, r.driver);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: REPORT_TEXTS.pdfDialogText } });
    const mail = await mailTo('driver@acme.test');
    expect(mail.raw).toContain('Subject: Your report PDF is ready');
    const fileId = linkIn(mail.raw);
    const download = await r.t.app.inject({
      method: 'GET',
      url: `/api/downloads/${fileId}`,
      headers: bearer(r.driver),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/filename="report-Van-07-Driver-.+-report\.pdf"/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await r.t.app.inject({
      method: 'GET',
      url: `/api/downloads/${fileId}`,
      headers: bearer(r.admin),
    });
    expect(other.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await exportOf(vanReport)).statusCode).toBe(401);
  });

  it('hides another account’s report, the devices role’s other trackers and ids that are none', async () => {
    for (const [id, token] of [
      [vanReport, r.maria],
      [truckReport, r.driver],
      ['abc', r.admin],
      [2_147_483_647, r.admin],
    ] as const) {
      const res = await exportOf(id, token);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json().message).toBe(REPORT_TEXTS.notFound);
    }
  });
});
