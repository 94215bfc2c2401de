export interface JobLog {
  error(obj: object, msg: string): void;
}

/**
 * Background work inside the server process (emailed CSV files). A job runs right away, after the request that
 * asked for it has been answered; a failure is logged, never thrown at a caller. Jobs do not survive a restart:
 * see docs/decisions/0011-downloads-and-mail.md for why this is not pg-boss yet.
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
