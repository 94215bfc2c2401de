import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { meetsBudget, type BenchResult } from './registry.ts';
import { ROOT } from './server-process.ts';
import { tidy } from './stats.ts';

// Merges the per-database result files into one table: printed, and written to bench/results/.
interface RunOutput {
  database: string;
  /** One-minute load average when the run began: above ~0.5 on 2 cores, something else was busy. */
  loadAverage: number;
  results: BenchResult[];
}
const runs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as RunOutput);
const results = runs.flatMap((run) => run.results);
const loadNote = `Load average when each run began: ${runs.map((r) => `${r.database} ${r.loadAverage}`).join(', ')}.`;
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: tidy(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};

const rows = results.map((r) => {
  const meets = meetsBudget(r);
  const budget = r.budget ? `${r.budget.comparison} ${r.budget.value}` : '-';
  return {
    item: r.title,
    database: r.database,
    measured: Number.isFinite(r.value) ? `${r.value} ${r.unit}` : `failed: ${r.details.error ?? '?'}`,
    budget: r.budget ? `${budget} ${r.unit}` : '-',
    // measured / budget: above 1 is good for throughput, below 1 for latency
    ratio: r.budget && Number.isFinite(r.value) ? String(tidy(r.value / r.budget.value)) : '-',
    // a failed item has no value (NaN is written to JSON as null, and null < budget would read as meeting it)
    verdict: !Number.isFinite(r.value) ? 'FAILED' : meets === null ? 'info' : meets ? 'meets' : 'MISSES',
    details: Object.entries(r.details)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  };
});

const headers = ['item', 'database', 'measured', 'budget', 'ratio', 'verdict'] as const;
const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => r[h].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(`\n${line([...headers])}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const r of rows) console.log(line(headers.map((h) => r[h])));
console.log(
  `\nratio = measured / budget (throughput: >= 1 meets; latency: < 1 meets). Medians unless named p95.`,
);
console.log(loadNote);

const date = new Date().toISOString();
const dir = path.join(ROOT, 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, 'latest.json'),
  `${JSON.stringify({ date, commit, machine, loadAverage: runs.map((r) => [r.database, r.loadAverage]), results }, null, 2)}\n`,
);
const md = [
  `# Bench results`,
  '',
  `${date}, commit ${commit}, ${machine.cpus} x ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}.`,
  'Load generator, server and database share the machine. Budgets from DESIGN.md; ratio = measured / budget.',
  loadNote,
  '',
  '| item | database | measured | budget | ratio | verdict | details |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) => `| ${[r.item, r.database, r.measured, r.budget, r.ratio, r.verdict, r.details].join(' | ')} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(dir, 'latest.md'), md);
console.log(`written to bench/results/latest.json and latest.md`);
