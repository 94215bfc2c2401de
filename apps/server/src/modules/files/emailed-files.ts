import { pathTo } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { linkBaseOf, type BrandLinks } from '../../http/brand-links.ts';
import { PermanentDeliveryError, isPermanentDeliveryError } from '../../jobs/outbox/delivery-errors.ts';
import { enqueueMail } from '../../jobs/outbox/enqueue-mail.ts';
import { insertDelivery, type ClaimedDelivery } from '../../jobs/outbox/outbox.repository.ts';
import type { ChannelSender } from '../../jobs/outbox/outbox-worker.ts';
import { isB2bAccount } from '../accounts/accounts.repository.ts';
import { anyMailQueued } from './emailed-file-deliveries.repository.ts';
import { fileFailedMail, fileReadyMail } from './emailed-file-mails.ts';
import type { FileBody, FileStore } from './file-store.ts';

/** What a builder makes from its request's params. */
export interface BuiltFile {
  /** The download's file name, e.g. `positions-2026-01-10.csv`. */
  name: string;
  contentType: string;
  body: FileBody;
  /** The file in the mail's words: 'Your <what> is ready', e.g. 'report PDF'. */
  what: string;
}

/**
 * Makes a file from the params given to `request` (as JSON: dates arrive as strings). It runs later, on whichever
 * instance claims the work, maybe more than once (a retry): it must read what it needs from the database. Throw
 * PermanentDeliveryError when trying again cannot help.
 */
export type EmailedFileBuilder = (params: unknown) => Promise<BuiltFile>;

export interface EmailedFileRequest {
  /** A kind some module registered (`register(kind, builder)`) on every instance. */
  kind: string;
  /** Handed to the builder; stored as JSON in the outbox. */
  params: unknown;
  /** Who asked: the mail goes to them, and only they may download the file. */
  user: { id: number; email: string; name: string };
  /** The account the file is about; its brand's address is the link's. */
  accountId: number;
  /** The file in the failure mail's words ('Your <what> could not be generated'); default 'file'. */
  what?: string;
  /** A second request with the same key is dropped (a scheduled report sent once per period, say). */
  dedupeKey?: string;
}

/** The outbox channel that builds e-mailed files. */
export const EMAILED_FILE_CHANNEL = 'emailed-file';
/** How long an e-mailed link works. */
export const DOWNLOAD_LINK_DAYS = 7;

type StoredRequest = Omit<EmailedFileRequest, 'dedupeKey'>;

interface Outbox {
  registerChannel(channel: string, sender: ChannelSender): void;
  kick(): void;
}

export interface EmailedFilesOptions {
  /**
   * Attempts before the user is told the file could not be made; must not exceed the outbox's own (10 by
   * default), which stops calling after its last. Retries follow the outbox's backoff (30 s, 1, 2, 4 min...).
   */
  maxAttempts?: number;
  linkDays?: number;
}

/**
 * Files made in the background and e-mailed as a link (docs/decisions/0060): `request` queues the work in the
 * outbox, so it survives a restart and one instance does it; the 'emailed-file' channel's sender builds the file
 * with the builder registered for its kind, saves it in the file store, and queues the link mail, keyed by the
 * delivery so that a retry never mails twice. After the last failed attempt the user gets one failure mail.
 */
export class EmailedFiles {
  private readonly builders = new Map<string, EmailedFileBuilder>();
  private readonly maxAttempts: number;
  private readonly linkDays: number;

  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly outbox: Outbox,
    private readonly links: BrandLinks,
    opts: EmailedFilesOptions = {},
  ) {
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.linkDays = opts.linkDays ?? DOWNLOAD_LINK_DAYS;
    outbox.registerChannel(EMAILED_FILE_CHANNEL, (payload, delivery) =>
      this.deliver(payload as StoredRequest, delivery),
    );
  }

  /** Makes files of `kind` with `builder`: a module registers its kinds once, at start-up, on every instance. */
  register(kind: string, builder: EmailedFileBuilder): void {
    this.builders.set(kind, builder);
  }

  /**
   * Queues a file to be made and mailed. Pass the transaction of the change it belongs to, if any; it asks the
   * outbox to look at once (after a transaction, call `services.outbox.kick()` once it has committed).
   */
  async request(db: Db, request: EmailedFileRequest): Promise<void> {
    // every instance registers the same kinds, so an unknown one here is a mistake in the caller, not a file to try
    if (!this.builders.has(request.kind))
      throw new Error(`no builder registered for emailed files of kind '${request.kind}'`);
    const { dedupeKey, ...payload } = request;
    await insertDelivery(db, { channel: EMAILED_FILE_CHANNEL, payload, dedupeKey });
    this.outbox.kick();
  }

  private async deliver(request: StoredRequest, delivery: ClaimedDelivery): Promise<void> {
    const readyKey = `emailed-file:${delivery.id}`;
    const failedKey = `emailed-file-failed:${delivery.id}`;
    if (await anyMailQueued(this.db, [readyKey, failedKey])) return;
    const fail = async (reason: string) => {
      await enqueueMail(this.db, fileFailedMail(request.user, request.what ?? 'file'), {
        dedupeKey: failedKey,
      });
      this.outbox.kick();
      throw new PermanentDeliveryError(reason);
    };
    // earlier attempts died with their instance (the lease ran out): give up as a failed last attempt would
    if (delivery.attempts > this.maxAttempts) return fail('gave up after the instances making it stopped');
    try {
      const builder = this.builders.get(request.kind);
      if (!builder)
        throw new Error(`no builder for emailed files of kind '${request.kind}' on this instance`);
      const built = await builder(request.params);
      const expiresAt = new Date(Date.now() + this.linkDays * 86_400_000);
      const file = await this.store.save(
        {
          kind: request.kind,
          accountId: request.accountId,
          userId: request.user.id,
          name: built.name,
          contentType: built.contentType,
          expiresAt,
        },
        built.body,
      );
      const base = linkBaseOf(this.links, await isB2bAccount(this.db, request.accountId));
      const link = `${base}${pathTo('DownloadView', { fileId: file.id })}`;
      await enqueueMail(this.db, fileReadyMail(request.user, built.what, link, expiresAt), {
        dedupeKey: readyKey,
      });
      this.outbox.kick();
    } catch (err) {
      if (isPermanentDeliveryError(err) || delivery.attempts >= this.maxAttempts)
        return fail(err instanceof Error ? err.message : String(err));
      throw err;
    }
  }
}
