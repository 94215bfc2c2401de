import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.ts';
import { emailPositionReport } from './emailed-report.service.ts';
import type { PositionReportPlan } from './position-report.service.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-report-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('emailed positions report', () => {
  it('tells the user by mail when the file cannot be made, and leaves no half file behind', async () => {
    const sent: MailMessage[] = [];
    const mail: Mailer = { sendMail: async (m) => (sent.push(m), { messageId: 'x' }), close: () => {} };
    const brokenDb = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const plan: PositionReportPlan = {
      scope: { accountId: 1 },
      range: null,
      fields: ['device_name'],
      zone: { zone: 'UTC' },
    };
    const ctx = {
      db: brokenDb,
      mail,
      dataDir,
      publicUrl: 'https://track.example.com',
      secret: 'x'.repeat(20),
    };
    await expect(emailPositionReport(ctx, plan, { email: 'dana@acme.test', name: 'Dana' })).rejects.toThrow(
      'database gone',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'dana@acme.test',
      subject: 'Your positions CSV could not be generated',
    });
    expect(sent[0]!.text).toContain('An error occurred');
    expect(await readdir(path.join(dataDir, 'downloads'))).toEqual([]);
  });
});
