export interface JobLog {
  error(obj: object, msg: string): void;
}

/**
 * Short background work inside the server process, after the request that asked for it has been answered (the
 * sign-up, password-reset and e-mail change mails are queued from here, so a taken address answers as fast as a
 * free one). A failure is logged, never thrown at a caller. Jobs do not survive a restart: work that must (e-mailed
 * files, every delivery) goes through the outbox instead (docs/decisions/0041, 0060).
 */
export class JobRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: JobLog) {}

  /** Starts `work` in the background. */
  run(name: string, work: () => Promise<void>): void {
    const job = (async () => {
      try {
        await work();
      } catch (err) {
        this.log.error({ err, job: name }, 'background job failed');
      }
    })();
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  /** Resolves once every job started so far (and any they started) has finished: shutdown and tests. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
