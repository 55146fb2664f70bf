// `npm run dev`: the server under `tsx watch`, restarted on every change, stopped with us
// (lib/children.mjs). tsx watch passes our signal on to the server it runs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawnChild, stopWithParent } from './lib/children.mjs';
import { root } from './lib/workspace.mjs';

stopWithParent();
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const watcher = spawnChild(process.execPath, [tsx, 'watch', 'src/main.ts'], { cwd: join(root, 'apps/server') });
watcher.on('exit', (code) => process.exit(code ?? 1));
