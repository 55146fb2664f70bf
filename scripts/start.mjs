// `npm start`: install what is missing, build the web app if its sources changed, then run the
// server, which migrates and seeds the database and serves the app and the API on one port.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, log, root } from './lib/workspace.mjs';

try {
  await ensureDependencies();
  await ensureWebBuild();
} catch (error) {
  console.error(`\n[ganado] Could not prepare the app: ${error.message}`);
  process.exit(1);
}

log('Starting the server…');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// The server shuts down gracefully on these signals; pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
