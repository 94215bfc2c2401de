import type { BleAnchor } from './ble-anchors.ts';
import { startIccidRefresh, type IccidSource } from './iccid-refresh.ts';
import { createOsmandSender } from './osmand-sender.ts';
import { unitHash } from './random.ts';
import { reportAt } from './report.ts';
import { TrackerLife } from './tracker-life.ts';
import { answerCommand } from './tracker-commands.ts';
import type { TrackerSpec } from './tracker-spec.ts';
import type { SimulatorLog } from './simulator-log.ts';

export type { SimulatorLog } from './simulator-log.ts';

export interface DemoSimulatorOptions {
  /** The server's OsmAnd listener, e.g. http://127.0.0.1:5055. */
  osmandUrl: string;
  trackers: TrackerSpec[];
  /** Seconds between reports of a tracker on the road; standing trackers report every 4x as long (at least 60 s). */
  intervalSeconds?: number;
  /** BLE anchors: a pallet tag standing near one reports it (`fix=ble&anchor=<serial>`) instead of coordinates. */
  anchors?: readonly BleAnchor[];
  log?: SimulatorLog;
  /**
   * The SIM each tracker reports (`iccid=<ICCID>`, serial → ICCID), asked for at start and every
   * `iccidRefreshSeconds` (default 10): how a tracker confirms a SIM swap. A tracker whose ICCID is new or changed
   * reports at the next tick, as one does on powering up with a new SIM.
   */
  refreshIccids?: IccidSource;
  iccidRefreshSeconds?: number;
}

export interface DemoSimulator {
  /** Stops reporting, waits for reports in flight, closes the connections. */
  stop(): Promise<void>;
  stats(): { trackers: number; sent: number; failed: number };
}

// Failures are summarised at most this often, so a server that is down does not flood its own log.
const FAILURE_LOG_MS = 60_000;

/**
 * Runs the demo fleet in-process: every tracker follows its simulated life in real time and reports over the
 * OsmAnd protocol to the server's own listener, exactly as a device would. Trackers parked for good are left
 * out so their markers keep the 14 and 28 day colours. One timer a second and a few keep-alive connections:
 * about five reports a second for the demo fleet.
 */
export function startDemoSimulator(opts: DemoSimulatorOptions): DemoSimulator {
  const interval = Math.max(1, opts.intervalSeconds ?? 15) * 1000;
  const standing = Math.max(interval * 4, 60_000);
  const started = Date.now();
  const lives = opts.trackers
    .filter((t) => !t.parkedSince || t.parkedSince.getTime() > started)
    .map((spec) => new TrackerLife(spec));
  // spread the first reports over one interval so the fleet does not report in one burst
  const due = lives.map((life) => started + 1000 + unitHash(life.spec.seed, 71) * interval);
  const inFlight = new Set<Promise<void>>();
  const busy = new Set<number>();
  // answers to commands the server handed over, sent with the tracker's next report
  const answers = new Map<number, string>();
  const sender = createOsmandSender({ url: opts.osmandUrl, connections: 4, timeoutMs: 10_000 });
  let sent = 0;
  let failed = 0;
  let failedSinceLog = 0;
  let lastError = '';
  let lastLog = 0;
  const indexBySerial = new Map(lives.map((life, i) => [life.spec.serial, i]));
  const iccids =
    opts.refreshIccids &&
    startIccidRefresh(
      opts.refreshIccids,
      Math.max(1, opts.iccidRefreshSeconds ?? 10) * 1000,
      (serial) => {
        const i = indexBySerial.get(serial);
        if (i !== undefined) due[i] = 0;
      },
      opts.log,
    );

  const report = (i: number, now: number) => {
    const life = lives[i]!;
    const state = life.stateAt(now);
    due[i] = now + (state.moving ? interval : standing);
    // a BLE tag on the road is out of reach of every gateway: it stays silent
    if (state.moving && life.spec.modelType === 'bt10') return;
    busy.add(i);
    const sending = reportAt(life, now, state, opts.anchors);
    const answer = answers.get(i);
    if (answer !== undefined) sending.result = answer;
    const iccid = iccids?.iccidOf(life.spec.serial);
    if (iccid !== undefined) sending.iccid = iccid;
    answers.delete(i);
    const job = sender.send(sending).then((result) => {
      busy.delete(i);
      inFlight.delete(job);
      sent++;
      if (result.status === 200) {
        if (result.command === undefined) return;
        // a real tracker answers a command at once: the answer goes in an extra report on the next tick
        answers.set(i, answerCommand(result.command, sending, life.spec.modelType));
        due[i] = 0;
        return;
      }
      if (answer !== undefined) answers.set(i, answer);
      failed++;
      failedSinceLog++;
      lastError = `${result.status || 'no answer'}${result.error ? `: ${result.error}` : ''}`;
    });
    inFlight.add(job);
  };

  const tick = () => {
    const now = Date.now();
    for (let i = 0; i < lives.length; i++) if (due[i]! <= now && !busy.has(i)) report(i, now);
    if (failedSinceLog && now - lastLog >= FAILURE_LOG_MS) {
      opts.log?.warn(`simulator: ${failedSinceLog} report(s) failed, last: ${lastError}`);
      failedSinceLog = 0;
      lastLog = now;
    }
  };
  const timer = setInterval(tick, 1000);
  timer.unref();
  opts.log?.info(
    `simulator: ${lives.length} demo trackers reporting to ${opts.osmandUrl} (${opts.trackers.length - lives.length} parked)`,
  );

  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await iccids?.stop();
        await Promise.allSettled([...inFlight]);
        await sender.close();
      })();
      return stopped;
    },
    stats: () => ({ trackers: lives.length, sent, failed }),
  };
}
