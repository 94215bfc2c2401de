import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** One e-mail the e2e server wrote to its outbox folder (no SMTP_URL), as a user would read it. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readAll(): Promise<ReadMail[]> {
  const files = (await readdir(outboxDir()).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(outboxDir(), file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      const text = parsed.text ?? '';
      return {
        to,
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
    }),
  );
}

/**
 * Waits for the newest mail to `to` whose subject contains `subject` and, when given, whose text contains `text`
 * (mail leaves through the server's outbox worker, so it arrives a moment after the request that caused it).
 */
export async function waitForMail(to: string, subject: string, after = 0, text?: string): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readAll()).filter(
          (m) =>
            m.to.toLowerCase().includes(to.toLowerCase()) &&
            m.subject.includes(subject) &&
            (text === undefined || m.text.includes(text)),
        );
        found = mails.length > after ? mails[mails.length - 1] : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${to} about '${subject}'`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** How many mails to `to` with `subject` are in the outbox now: pass it to waitForMail as `after`. */
export async function countMail(to: string, subject: string): Promise<number> {
  return (await readAll()).filter(
    (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject),
  ).length;
}
