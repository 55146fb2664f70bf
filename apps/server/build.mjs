// `npm run build:server`: the server bundled for a production start with plain Node
// (`node apps/server/dist/main.js`), no npm or tsx in front. Our workspace packages export
// TypeScript, so they are bundled in; every other package stays external and is loaded from
// node_modules, where native (argon2) and data-carrying (PGlite's WebAssembly) packages find
// their own files. dist/ sits beside src/, so paths.ts finds drizzle/ and the web build from
// either.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const serverRoot = new URL('.', import.meta.url).pathname;
const outdir = `${serverRoot}dist`;

/** Bare imports outside our workspace are left to Node at run time. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ganado/') ? undefined : { path: args.path, external: true }));
  },
};

const common = {
  absWorkingDir: serverRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [dependenciesExternal],
  logLevel: 'warning',
};

await rm(outdir, { recursive: true, force: true });
await build({ ...common, entryPoints: { main: 'src/main.ts' }, outdir });
// The spreadsheet worker (uploads/off-thread.ts) is looked up beside the code as
// off-thread.worker.mjs; bundled, it is the task itself, with no tsx to load it.
await build({ ...common, entryPoints: { 'off-thread.worker': 'src/modules/uploads/xlsx.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
// The fertility figures' worker (semen/statistics/statistics.off-thread.ts), likewise.
await build({ ...common, entryPoints: { 'statistics.worker': 'src/modules/semen/statistics/statistics.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
// The genetic evaluation's and the genotype lab files' workers (genetics/evaluations/evaluations.off-thread.ts,
// genetics/genotypes/genotypes.file.ts), likewise.
await build({ ...common, entryPoints: { 'evaluation.worker': 'src/modules/genetics/evaluations/evaluation.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
await build({ ...common, entryPoints: { 'genotypes.worker': 'src/modules/genetics/genotypes/genotypes.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
// The ration formulation's worker (feed/rations/formulation.off-thread.ts), likewise.
await build({ ...common, entryPoints: { 'formulation.worker': 'src/modules/feed/rations/formulation.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
// The analytics pages' worker (reports/compute/report.off-thread.ts), likewise.
await build({ ...common, entryPoints: { 'report.worker': 'src/modules/reports/compute/report.task.ts' }, outdir, outExtension: { '.js': '.mjs' } });
