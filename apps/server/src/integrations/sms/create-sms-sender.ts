import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsReceipt, SmsSender } from './sms-sender.ts';

export interface SmsSenderOptions {
  /** An HTTP gateway that takes `POST { to, text }` as JSON; absent: messages become files in outboxDir. */
  url?: string;
  outboxDir: string;
}

/** A gateway answer slower than this counts as a failure; the user is waiting for the form. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * The embedded default: each SMS is a small text file (To header, blank line, body) in the outbox, so a developer
 * can read exactly what a tracker would have received without a provider account.
 */
function outboxSender(dir: string): SmsSender {
  return {
    async send(message: SmsMessage): Promise<SmsReceipt> {
      await mkdir(dir, { recursive: true });
      // time first so the folder lists in sending order; the random part keeps same-millisecond messages apart
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = path.join(dir, `${id}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      return { id, file };
    },
  };
}

/** A generic HTTP SMS gateway (most providers, or a small relay in front of one, accept this shape). */
function gatewaySender(url: string): SmsSender {
  return {
    async send(message: SmsMessage): Promise<SmsReceipt> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
      let id = '';
      try {
        id = String((JSON.parse(text) as { id?: unknown }).id ?? '');
      } catch {
        // a gateway that answers plain text has no id to keep
      }
      return { id };
    },
  };
}

export function createSmsSender(opts: SmsSenderOptions): SmsSender {
  return opts.url ? gatewaySender(opts.url) : outboxSender(opts.outboxDir);
}
