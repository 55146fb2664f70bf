// `npm test`: install what is missing, then run every check: types, lint, the committed OpenAPI
// document (apps/server/scripts/openapi.ts), unit and API tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Chromium
// against a fresh build. It ends with one summary line, "N passed, N failed, N skipped".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, ensureWebBuild, log, root, run } from './lib/workspace.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const runEndReporter = join(root, 'scripts/lib/run-end-reporter.mjs');
const reports = mkdtempSync(join(tmpdir(), 'ganado-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each part's time, printed at the end: CI has 45 minutes, and this says where they go. */
const timings = [];
const timed = async (label, work) => {
  const started = Date.now();
  try {
    await work();
  } finally {
    timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  }
};
/** Errors outside any test, and files that could not run, by run: printed again after the summary. */
const runEndNotes = [];

/** Runs one vitest configuration and adds its counts from the JSON report. */
async function vitest(label, args) {
  const outputFile = join(reports, `${label}.json`);
  const notesFile = join(reports, `${label}.notes.txt`);
  log(`Running ${label} tests…`);
  try {
    await timed(label, () => run(npx, ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, `--reporter=${runEndReporter}`], {
      env: { ...process.env, GANADO_RUN_END_NOTES: notesFile },
    }));
  } catch {
    failures.push(label);
  }
  try {
    const notes = readFileSync(notesFile, 'utf8');
    if (notes.length > 0) runEndNotes.push(`${label}:\n${notes}`);
  } catch {
    // No notes file: the run ended before its end (the failure above says so).
  }
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    // No report means vitest could not even start; the failure above already says so.
  }
}

async function step(label, command, args) {
  log(`${label}…`);
  try {
    await timed(label, () => run(command, args));
  } catch {
    failures.push(label);
  }
}

try {
  await ensureDependencies();
  // Each is one process, mostly on one core: side by side on two cores they take less than in turn.
  await Promise.all([
    step('Type-checking', 'npm', ['run', '--silent', 'typecheck']),
    step('Linting', 'npm', ['run', '--silent', 'lint']),
    step('Checking openapi.json (the code’s, Redocly, a generated client)', 'npm', ['run', '--silent', 'openapi', '--', '--check']),
  ]);
  await vitest('unit and API', []);
  await vitest('start and stop', ['--config', 'scripts/vitest.config.mjs']);
  await timed('web build', ensureWebBuild);
  await vitest('end-to-end', ['--config', 'e2e/vitest.config.ts']);
} finally {
  rmSync(reports, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL === undefined) {
  log('TEST_DATABASE_URL is not set: the API tests ran on PGlite only (.ci/run also runs them on PostgreSQL).');
}
for (const notes of runEndNotes) console.log(notes);
log(`Time: ${timings.join(', ')}`);
if (failures.length > 0) log(`Failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
