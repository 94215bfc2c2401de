/** One answer a tracker or client got, and when. */
export interface Answer {
  at: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A report acknowledged with 200: the server promised it is stored. */
export interface Acknowledged {
  serial: string;
  fixTime: Date;
}

/**
 * A tracker as Traccar Client behaves: it sends its reports in order over HTTP and resends each one until it is
 * acknowledged with 200 (any other answer, or no answer, means "keep it and try again"). Runs until stopped.
 */
export class ResendingTracker {
  readonly answers: Answer[] = [];
  readonly acknowledged: Acknowledged[] = [];
  private stopped = false;
  private done: Promise<void> | null = null;

  constructor(
    /** OsmAnd endpoint: http://host:port/ (the listener) or http://host:port/api/ingest/osmand */
    private readonly endpoint: string,
    readonly serial: string,
    /** Fix time of the first report; each next report is one second later. */
    private readonly firstFix: Date,
    private readonly pauseMs = 40,
  ) {}

  start(): this {
    this.done = this.loop();
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }

  /** Answers received at or after `since`. */
  answersSince(since: number): Answer[] {
    return this.answers.filter((a) => a.at >= since);
  }

  private async loop() {
    for (let n = 0; !this.stopped; n++) {
      const fixTime = new Date(this.firstFix.getTime() + n * 1000);
      const query = new URLSearchParams({
        id: this.serial,
        lat: String(41.88 + n * 1e-4),
        lon: String(-87.63 + n * 1e-4),
        timestamp: String(fixTime.getTime() / 1000),
        speed: '10',
      });
      // resend this report until it is acknowledged (or the test is over: then it simply was never acknowledged)
      while (!this.stopped) {
        const answer = await this.send(`${this.endpoint}?${query}`);
        this.answers.push(answer);
        if (answer.status === 200) {
          this.acknowledged.push({ serial: this.serial, fixTime });
          break;
        }
        await pause(this.pauseMs * 2);
      }
      await pause(this.pauseMs);
    }
  }

  private async send(url: string): Promise<Answer> {
    const at = Date.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      return { at, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
    } catch (err) {
      // no answer at all (the server is gone or the connection broke): status 0
      return { at, status: 0, retryAfter: null, body: String(err) };
    }
  }
}

/** A client polling one API call until stopped, keeping every answer. */
export class PollingClient {
  readonly answers: Answer[] = [];
  private stopped = false;
  private done: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
    private readonly pauseMs = 100,
  ) {}

  start(): this {
    this.done = (async () => {
      while (!this.stopped) {
        const at = Date.now();
        try {
          const res = await fetch(this.url, { headers: this.headers, signal: AbortSignal.timeout(15_000) });
          this.answers.push({
            at,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            body: await res.text(),
          });
        } catch (err) {
          this.answers.push({ at, status: 0, retryAfter: null, body: String(err) });
        }
        await pause(this.pauseMs);
      }
    })();
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every 50 ms; fails with `what` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await pause(50);
  }
}
