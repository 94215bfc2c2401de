// A vitest reporter beside the json one: vitest's json report leaves out the errors of hooks (a failing
// beforeAll/afterAll of a describe block) and the unhandled errors, so a file failed 'outside its tests' would be
// named without a reason. This writes them, by file, to VITEST_ERRORS_FILE for scripts/test-reports.mjs.
import { writeFileSync } from 'node:fs';

const message = (err) => String(err?.message || err?.name || err || '(no message)');

export default class ErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_ERRORS_FILE;
    if (!file) return;
    const byFile = {};
    for (const module of testModules) {
      const errors = [...module.errors()];
      for (const suite of module.children.allSuites())
        errors.push(...suite.errors().map((e) => ({ ...e, message: `${suite.fullName}: ${message(e)}` })));
      if (errors.length) byFile[module.moduleId] = errors.map(message);
    }
    const unhandled = unhandledErrors.map((e) => {
      const from = e?.VITEST_TEST_PATH ? ` (while ${e.VITEST_TEST_PATH} ran)` : '';
      return `${message(e)}${from}`;
    });
    writeFileSync(file, JSON.stringify({ byFile, unhandled }));
  }
}
