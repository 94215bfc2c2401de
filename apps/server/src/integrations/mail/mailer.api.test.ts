import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, senderFor } from './create-mailer.ts';
import { decodeQuotedPrintable, startTestSmtpServer } from './test-smtp-server.test-helper.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lodestar-mail-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const message = {
  to: 'dana@acme.test',
  subject: 'Your positions CSV is ready',
  text: 'Download: https://app.example.com/api/downloads/abc',
  html: '<p><a href="https://app.example.com/api/downloads/abc">Download</a></p>',
  attachments: [{ filename: 'note.txt', content: 'hello attachment' }],
};

describe('mail transport', () => {
  it('delivers through the SMTP server named by SMTP_URL', async () => {
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: dir,
      from: senderFor('https://app.example.com'),
    });
    try {
      const sent = await mailer.sendMail(message);
      expect(sent.file).toBeUndefined();
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual(['dana@acme.test']);
      expect(mail.from).toBe('no-reply@app.example.com');
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toContain('Subject: Your positions CSV is ready');
      expect(body).toContain('https://app.example.com/api/downloads/abc');
      expect(body).toContain('filename=note.txt');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, from: senderFor('http://localhost:3000') });
    const sent = await mailer.sendMail(message);
    expect(sent.file).toMatch(/\.eml$/);
    expect(await readdir(outbox)).toEqual([path.basename(sent.file!)]);
    const eml = decodeQuotedPrintable(await readFile(sent.file!, 'utf8'));
    expect(eml).toContain('To: dana@acme.test');
    expect(eml).toContain('From: Lodestar <no-reply@localhost>');
    expect(eml).toContain('https://app.example.com/api/downloads/abc');
  });
});
