// `npm start`: install what is missing, build the web app if its sources changed, then run the
// server, which migrates and seeds the database and serves the app and the API on one port.
// `npm start -- --no-prepare` skips the first two steps (dependencies and build already done).
import { isStopping, spawnChild, stopWithParent } from './lib/children.mjs';
import { ensureDependencies, ensureWebBuild, log, root } from './lib/workspace.mjs';

// First, so that a stop during `npm install` or the web build stops those too.
stopWithParent();

if (!process.argv.includes('--no-prepare')) {
  try {
    await ensureDependencies();
    await ensureWebBuild();
  } catch (error) {
    if (!isStopping()) console.error(`\n[ganado] Could not prepare the app: ${error.message}`);
    process.exit(1);
  }
}

log('Starting the server…');
const server = spawnChild(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root });
// The server closes gracefully on the signal we pass on (lib/children.mjs); we end with it.
server.on('exit', (code) => process.exit(code ?? 1));
