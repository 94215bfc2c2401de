import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A test app whose outbox writes .eml files to a folder of its own, removed on close. */
export async function createMailTestApp(): Promise<TestApp> {
  const t = await createTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lodestar-links-')) });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await rm(t.config.DATA_DIR, { recursive: true, force: true });
  };
  return t;
}

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for the work after the answer (look-ups, accounts, mail) and for the outbox to send what it queued. */
export async function settle(t: TestApp): Promise<void> {
  await t.app.services.jobs.idle();
  await t.app.services.outbox.drain();
}

/** Every mail sent so far, as its reader sees it; `to` narrows to one address. */
export async function readMails(t: TestApp, to?: string): Promise<ReadMail[]> {
  await settle(t);
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(await readFile(path.join(dir, f)));
      const text = parsed.text ?? '';
      return {
        to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? ''),
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
    }),
  );
  return to ? mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase())) : mails;
}

/** The token of the newest mailed link to `path` (e.g. '/reset-password') for `to`. */
export async function mailedToken(t: TestApp, to: string, linkPath: string): Promise<string> {
  const links = (await readMails(t, to))
    .flatMap((m) => m.links)
    .filter((l) => new URL(l).pathname === linkPath);
  const token = links.length ? new URL(links[links.length - 1]!).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${linkPath} link mailed to ${to}`);
  return token;
}
