// Helpers for the two README commands. Only Node built-ins here: on a fresh clone these run
// before any dependency is installed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnChild } from './children.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`\x1b[32m[ganado]\x1b[0m ${message}`);
}

/**
 * Runs a command in the repository root, streaming its output; rejects on a non-zero exit. It stays
 * in our process group (a Ctrl+C reaching npm or vite twice does no harm) but is stopped with us.
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawnChild(command, args, { cwd: root, stdio: 'inherit', detached: false, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** The newest modification time of any file under the given paths (folders walked recursively). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

const manifests = ['package.json', 'package-lock.json', 'apps/server/package.json', 'apps/web/package.json', 'packages/shared/package.json', 'packages/performance/package.json', 'packages/recurrence/package.json'];

/**
 * Installs dependencies when they are missing or older than a manifest. npm records the
 * installed tree in node_modules/.package-lock.json, which gives the "installed at" time.
 * A first install uses `npm ci`: exactly the committed lockfile, which it leaves untouched.
 */
export async function ensureDependencies() {
  const installedAt = mtime(join(root, 'node_modules/.package-lock.json'));
  const changedAt = Math.max(...manifests.map((file) => mtime(join(root, file))));
  if (installedAt > 0 && installedAt >= changedAt) return;
  if (installedAt === 0 && existsSync(join(root, 'package-lock.json'))) {
    log('First run: installing dependencies (npm ci)…');
    await run(npm, ['ci', '--no-audit', '--no-fund']);
  } else {
    log('Dependencies changed: running npm install…');
    await run(npm, ['install', '--no-audit', '--no-fund']);
  }
}

const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/shared/src', 'apps/web/package.json'];

/** Builds the web app unless its dist is newer than every source it is built from. */
export async function ensureWebBuild({ force = false } = {}) {
  const builtAt = mtime(join(root, 'apps/web/dist/index.html'));
  if (!force && builtAt > 0 && builtAt >= newestMtime(webSources)) return;
  log('Building the web app…');
  await run(npm, ['run', 'build', '--workspace', '@ganado/web']);
}
