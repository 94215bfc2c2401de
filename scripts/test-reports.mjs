// Reads the machine-readable reports of the test runners into { passed, failed, skipped, notes }.
// A runner that failed without reporting a failed test (a file that didn't load, a crash) still counts a failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's json reporter: per-file testResults with assertionResults. */
export function vitestCounts(file, exitCode, errorsFile) {
  const report = readJson(file);
  if (!report) return crashed(`vitest wrote no report (exit code ${exitCode})`);
  const counts = { passed: 0, failed: 0, skipped: 0, notes: [] };
  // scripts/vitest-errors-reporter.mjs: hook errors by file and unhandled errors, which the json report omits
  const errors = (errorsFile && readJson(errorsFile)) || { byFile: {}, unhandled: [] };
  for (const fileResult of report.testResults ?? []) {
    const tests = fileResult.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') {
        counts.failed++;
        // CI shows only the end of the output: the summary names what failed and why
        counts.notes.push(
          `failed: ${path.relative(process.cwd(), fileResult.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      } else counts.skipped++;
    }
    // a file that fails to import or throws in a hook reports no failed test of its own
    if (fileResult.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      counts.failed++;
      const why = firstLine(fileResult.message || errors.byFile?.[fileResult.name]?.join(' | ') || '');
      counts.notes.push(`${fileResult.name} failed outside its tests${why ? `: ${why}` : ''}`);
    }
  }
  for (const unhandled of errors.unhandled ?? []) counts.notes.push(`unhandled error: ${firstLine(unhandled)}`);
  return settle(counts, exitCode, 'vitest');
}

/** Playwright's json reporter: stats.expected / unexpected / flaky / skipped, errors outside tests. */
export function playwrightCounts(file, exitCode) {
  const report = readJson(file);
  if (!report?.stats) return crashed(`playwright wrote no report to ${file} (exit code ${exitCode})`);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // flaky tests passed on a retry; they are listed so nobody mistakes them for solid
  const counts = { passed: expected + flaky, failed: unexpected, skipped, notes: [] };
  if (flaky) counts.notes.push(`${flaky} flaky (passed on retry)`);
  for (const failure of unexpectedTests(report)) counts.notes.push(`failed: ${failure}`);
  for (const error of report.errors ?? []) {
    counts.failed++;
    counts.notes.push(`error outside tests: ${(error.message ?? String(error)).split('\n')[0]}`);
  }
  return settle(counts, exitCode, 'playwright');
}

/** Playwright's report nests suites by file and describe block; the tests whose outcome was 'unexpected'. */
function unexpectedTests(report) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const why = firstLine(last?.error?.message ?? last?.errors?.[0]?.message);
        found.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

/** The first non-empty line of an error message, without colour codes, at most 300 characters. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim()) ?? '(no message)';
  return line.trim().slice(0, 300);
}

function crashed(why) {
  return { passed: 0, failed: 1, skipped: 0, notes: [`crashed: ${why}`] };
}

// a non-zero exit with nothing failed in the report (unhandled error, no tests found) is still a failure
function settle(counts, exitCode, tool) {
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`${tool} exited with code ${exitCode} although no test failed (see its output above)`);
  }
  return counts;
}
