// A vitest reporter that writes, at the end of a run, what made it fail other than a failed test:
// errors outside any test (an unhandled rejection, a worker that did not stop) and test files that
// could not run. `npm test` prints them after its summary, where a CI log's tail still shows them;
// the default reporter's account of them is thousands of lines further up. The file is named by
// GANADO_RUN_END_NOTES (scripts/test.mjs sets it).
import { writeFileSync } from 'node:fs';

const firstLines = (text, count) => String(text ?? '').split('\n').slice(0, count).join('\n');

export default class RunEndReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const outputFile = process.env.GANADO_RUN_END_NOTES;
    if (!outputFile) return;
    const lines = [];
    for (const error of unhandledErrors) {
      // vitest names the file (and the test) that was running when the error was thrown, when it knows.
      const during = [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' › ');
      lines.push(`error outside any test${during ? ` (during ${during})` : ''}: ${error.name ?? 'Error'}: ${error.message}`, firstLines(error.stack, 8));
    }
    for (const module of testModules) {
      for (const error of module.errors()) {
        lines.push(`${module.moduleId} could not run: ${error.message}`, firstLines(error.stack, 8));
      }
    }
    if (reason === 'interrupted') lines.push('the run was interrupted');
    writeFileSync(outputFile, lines.join('\n'));
  }
}
