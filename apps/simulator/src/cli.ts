import { parseArgs } from 'node:util';
import { demoBleAnchors } from './ble-anchors.ts';
import { fleetIdentifiers, lifeQueries, loadSpecs } from './load-fleet.ts';
import { runLoad } from './load-driver.ts';
import { createOsmandSender } from './osmand-sender.ts';
import { isModelType, type ModelType } from './tracker-spec.ts';

const USAGE = `npm run simulate -- [options]
  --url URL            OsmAnd listener (default http://127.0.0.1:5055)
  --trackers N         how many trackers (default 68: the Acme demo fleet)
  --interval S         seconds between a tracker's reports (default 15; 0 = as fast as the server answers)
  --duration D         stop after D seconds (default: run until Ctrl+C)
  --prefix P           identifiers P00001, P00002, ... (default LS1: the demo's LS100001...)
  --first K            first sequence number (default 1)
  --concurrency C      reports in flight at most (default 64)
  --method GET|POST    how to send (default GET)
  --model M            vl501 | ll02 | th300 | bt10 | auto (default auto: the demo's model for demo serials)`;

function fail(message: string): never {
  console.error(`simulate: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function count(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number >= ${min} (got '${value}')`);
  return n;
}

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5055' },
    trackers: { type: 'string' },
    interval: { type: 'string' },
    duration: { type: 'string' },
    prefix: { type: 'string', default: 'LS1' },
    first: { type: 'string' },
    concurrency: { type: 'string' },
    method: { type: 'string', default: 'GET' },
    model: { type: 'string', default: 'auto' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const trackers = Math.floor(count(values.trackers, 'trackers', 68, 1));
const interval = count(values.interval, 'interval', 15);
const duration = values.duration === undefined ? undefined : count(values.duration, 'duration', 0, 1);
const concurrency = Math.floor(count(values.concurrency, 'concurrency', 64, 1));
const method = values.method.toUpperCase();
if (method !== 'GET' && method !== 'POST') fail(`--method must be GET or POST (got '${values.method}')`);
if (values.model !== 'auto' && !isModelType(values.model))
  fail(`--model '${values.model}' is not a known model`);
try {
  new URL(values.url);
} catch {
  fail(`--url '${values.url}' is not a URL`);
}

const specs = loadSpecs(
  fleetIdentifiers(values.prefix, trackers, count(values.first, 'first', 1, 0)),
  values.model as ModelType | 'auto',
);
const sender = createOsmandSender({ url: values.url, connections: concurrency, method });
const load = runLoad({
  sender,
  trackers,
  intervalSeconds: interval,
  concurrency,
  durationSeconds: duration,
  // sub-second rounds need millisecond fix times, or a tracker would repeat one
  // the demo's pallet tags standing in Acme's Bolingbrook warehouse report its BLE anchors, as in `npm start`
  queryFor: lifeQueries(specs, interval < 2, values.model === 'auto' ? demoBleAnchors() : []),
});
console.log(
  `simulate: ${trackers} trackers (${specs[0]!.serial}..${specs.at(-1)!.serial}) -> ${values.url}, every ${interval} s` +
    `${duration ? ` for ${duration} s` : ''}; Ctrl+C stops`,
);
let previous = 0;
const progress = setInterval(() => {
  const t = load.totals;
  console.log(
    `sent ${t.sent} (${t.sent - previous}/s), ok ${t.ok}, errors ${t.failed}${t.errors[0] ? `, e.g. ${t.errors[0]}` : ''}`,
  );
  previous = t.sent;
}, 1000);
process.once('SIGINT', () => load.stop());
process.once('SIGTERM', () => load.stop());
const totals = await load.done;
clearInterval(progress);
await sender.close();
const seconds = totals.elapsedMs / 1000;
console.log(
  `done: ${totals.sent} sent in ${seconds.toFixed(1)} s (${Math.round(totals.sent / seconds)}/s), ${totals.ok} ok, ${totals.failed} failed`,
);
for (const e of totals.errors) console.log(`  ${e}`);
process.exitCode = totals.failed > 0 && totals.ok === 0 ? 1 : 0;
