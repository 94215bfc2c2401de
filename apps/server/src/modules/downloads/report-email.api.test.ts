import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EMAIL_MESSAGE } from '@lodestar/contracts';
import {
  decodeQuotedPrintable,
  startTestSmtpServer,
} from '../../integrations/mail/test-smtp-server.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeTestPosition } from '../devices/current-position.test-helper.ts';
import { bearer, signIn } from '../session/sign-in.test-helper.ts';
import { csvRows } from './download.test-helper.ts';
import { storeMinutePositions } from './position-history.test-helper.ts';

const PUBLIC_URL = 'https://track.example.com';
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let t: TestApp;
let van: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-downloads-'));
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir, PUBLIC_URL });
  van = t.demo.devices.driver[0]!;
  await storeMinutePositions(t.database, van, new Date('2026-01-10T00:00:00Z'), 30);
  await storeTestPosition(t.database, van, { lat: 41.88, lng: -87.63 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const emailed = (token: string, filters: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-builder/',
    headers: bearer(token),
    payload: {
      type: 'positions',
      response_type: 'send_email',
      fields: ['device_name', 'fix_time', 'latitude'],
      filters: { account_id: t.demo.accounts.acme, offset: 0, ...filters },
    },
  });
/** The file id of the download page the mail links to, on the account's brand address. */
const linkIn = (mail: string) => {
  const match = /https:\/\/track\.example\.com\/downloads\/([\w-]+)/.exec(decodeQuotedPrintable(mail));
  expect(match, 'download page link in the mail').not.toBeNull();
  return match![1]!;
};
const follow = (fileId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/downloads/${fileId}`, headers: bearer(token) });
const fileName = /positions-\d{4}-\d{2}-\d{2}\.csv/;

describe('POST /api/report-builder/ with send_email', () => {
  it('answers at once, then mails the user a link to the CSV, which downloads for them', async () => {
    const token = await signIn(t.app, 'dispatch@acme.test');
    const range = { fix_time_from: '2026-01-10T00:00:00Z', fix_time_to: '2026-01-10T00:09:00Z' };
    const res = await emailed(token, range);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: REPORT_EMAIL_MESSAGE } });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['dispatch@acme.test']);
    expect(mail.raw).toContain('Subject: Your position history CSV is ready');
    const download = await follow(linkIn(mail.raw), token);
    const rows = csvRows(download, fileName);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      Tracker: 'Van 07 - Driver',
      'Fix time (UTC+00:00)': '2026-01-10 00:00:00',
      Latitude: '41',
    });
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
  });

  it("mails a devices-role member only their trackers' positions", async () => {
    const driver = await signIn(t.app, 'driver@acme.test');
    const res = await emailed(driver, { only_current_positions: true });
    expect(res.statusCode).toBe(200);
    const rows = csvRows(await follow(linkIn((await smtp.nextMail()).raw), driver), fileName);
    expect(rows.map((r) => r.Tracker)).toEqual(['Van 07 - Driver']);
  });

  it('opens the link only for the user who asked for it', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await emailed(admin, { only_current_positions: true })).statusCode).toBe(200);
    const fileId = linkIn((await smtp.nextMail()).raw);
    expect((await t.app.inject({ method: 'GET', url: `/api/downloads/${fileId}` })).statusCode).toBe(401);
    const colleague = await follow(fileId, await signIn(t.app, 'dispatch@acme.test'));
    expect(colleague.statusCode).toBe(404);
    expect((await follow(fileId, admin)).statusCode).toBe(200);
  });

  it('checks the request before answering: bad input 422, no session 401, another account 403', async () => {
    const maria = await signIn(t.app, 'maria@rivera.test');
    expect((await emailed(maria, { only_current_positions: true })).statusCode).toBe(403);
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await emailed(admin, {})).statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/report-builder/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    await t.app.services.outbox.drain();
    expect(smtp.received).toEqual([]);
  });
});

describe('send_email without an SMTP server', () => {
  it('writes the message to the outbox as an .eml file whose link works', async () => {
    const outboxData = await mkdtemp(path.join(tmpdir(), 'lodestar-outbox-'));
    const local = await createTestApp({ DATA_DIR: outboxData, PUBLIC_URL });
    try {
      const admin = await signIn(local.app, 'admin@acme.test');
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/report-builder',
        headers: bearer(admin),
        payload: {
          type: 'positions',
          response_type: 'send_email',
          filters: { account_id: local.demo.accounts.acme, only_current_positions: true },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      // the file is made and its mail leaves through the outbox worker
      await local.app.services.outbox.drain();
      await local.app.services.outbox.drain();
      const outbox = path.join(outboxData, 'outbox');
      const [eml] = await readdir(outbox);
      const message = await readFile(path.join(outbox, eml!), 'utf8');
      expect(message).toContain('To: admin@acme.test');
      const fileId = linkIn(message);
      const download = await local.app.inject({
        method: 'GET',
        url: `/api/downloads/${fileId}`,
        headers: bearer(admin),
      });
      // no demo tracker has reported in a fresh database: a header row only
      expect(csvRows(download, fileName)).toEqual([]);
    } finally {
      await local.close();
      await rm(outboxData, { recursive: true, force: true });
    }
  });
});
