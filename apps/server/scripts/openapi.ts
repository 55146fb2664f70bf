/**
 * The committed description of the HTTP API, `openapi.json` at the repository root, made from the
 * code (each route registered from its contract, apps/server/src/http/operation.ts):
 *
 *   npm run openapi              writes it, then checks it as below
 *   npm run openapi -- --check   fails when it differs from the code (naming each operation that
 *                                does), when Redocly's recommended rules find an error in it, or
 *                                when the client openapi-typescript generates from it does not compile
 *
 * No server is started: the app is built in this process on an in-memory PGlite (migrated, since
 * the app runs its start-up work before it describes itself), in production mode, so the
 * development outbox is not part of the public API.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { openapiDifferences } from '../src/http/openapi';
import { createBlankTestDatabase } from '../src/test/database';

const root = path.resolve(import.meta.dirname, '../../..');
const documentFile = path.join(root, 'openapi.json');
const check = process.argv.includes('--check');

async function generate(): Promise<Record<string, unknown>> {
  // The tests' database: an in-memory PGlite from the cached initdb snapshot.
  process.env.GANADO_TEST_DB = 'pglite';
  const database = await createBlankTestDatabase();
  const scratch = await mkdtemp(path.join(tmpdir(), 'ganado-openapi-'));
  try {
    await runMigrations(database);
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SESSION_SECRET: 'openapi'.repeat(8), DATA_DIR: scratch });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Redocly's recommended rules (redocly.yaml): errors fail, warnings are listed. */
function lint(): boolean {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  return spawnSync(npx, ['redocly', 'lint', documentFile, '--format=summary', '--max-problems=1000'], { cwd: root, stdio: 'inherit' }).status === 0;
}

/** The types a stranger's generator makes from the document compile under strict TypeScript. */
async function clientCompiles(document: Record<string, unknown>): Promise<boolean> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ganado-openapi-client-'));
  try {
    const file = path.join(folder, 'ganado-api.ts');
    await writeFile(file, astToString(await openapiTS(document as unknown as OpenAPI3)));
    const program = ts.createProgram([file], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, types: [] });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      console.error(ts.formatDiagnostics(diagnostics.slice(0, 20), { getCanonicalFileName: (name) => name, getCurrentDirectory: () => folder, getNewLine: () => '\n' }));
    }
    return diagnostics.length === 0;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const generated = await generate();
if (check) {
  const committed = JSON.parse(await readFile(documentFile, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  const differences = openapiDifferences(committed, generated);
  if (differences.length > 0) {
    console.error(`openapi.json differs from the code (run npm run openapi and commit it):\n  ${differences.join('\n  ')}`);
    process.exit(1);
  }
  console.log('openapi.json is the code’s.');
} else {
  await writeFile(documentFile, `${JSON.stringify(generated, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), documentFile)}.`);
}
const linted = lint();
const compiled = await clientCompiles(generated);
console.log(compiled ? 'The client openapi-typescript generates from it compiles.' : 'The client openapi-typescript generates from it does not compile.');
process.exit(linted && compiled ? 0 : 1);
