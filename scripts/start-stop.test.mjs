// Stopping means stopped: each way of starting Ganado through npm, started for real on a free port
// and a fresh PGlite folder, is sent a stop signal the way a supervisor (SIGTERM, SIGINT to the
// process it started) or a terminal (Ctrl+C: SIGINT to the whole foreground group) sends it, and
// every process of its tree must be gone, and the port free, within a few seconds. The waits are
// real: these are real processes.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './lib/workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function portIsFree(port) {
  const probe = createServer();
  try {
    probe.listen(port, '127.0.0.1');
    await once(probe, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

/** Live processes by pid, with their parent; zombies (exited, not yet reaped) are not live. */
function liveProcesses() {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' }).trim().split('\n');
  return new Map(
    rows
      .map((row) => row.trim().split(/\s+/))
      .filter(([, , stat]) => !stat.startsWith('Z'))
      .map(([pid, ppid]) => [Number(pid), Number(ppid)]),
  );
}

function descendantsAndSelf(pid) {
  const processes = liveProcesses();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of processes) {
      if (tree.has(parent) && !tree.has(child)) grew = tree.add(child);
    }
  }
  return tree;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ganado-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `npm <args>` in a process group of its own and waits for /api/health to answer. */
async function start(args) {
  const port = await freePort();
  let output = '';
  const npmProcess = spawn(npm, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // One data folder for every case: the first start migrates it, the others start quickly.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', TASK_REMINDERS: 'false', LOG_LEVEL: 'info' },
  });
  npmProcess.stdout.on('data', (chunk) => (output += chunk));
  npmProcess.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (npmProcess.exitCode !== null) throw new Error(`npm ${args.join(' ')} exited during start-up:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`npm ${args.join(' ')} did not become healthy:\n${output}`);
    await sleep(100);
  }
  return { npmProcess, port, tree: descendantsAndSelf(npmProcess.pid), output: () => output };
}

/** Waits up to `ms` for every process of the tree to be gone and the port to be free. */
async function stopped({ tree, port }, ms = 5_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const processes = liveProcesses();
    const left = [...tree].filter((pid) => processes.has(pid));
    if (left.length === 0 && (await portIsFree(port))) return [];
    if (Date.now() > deadline) {
      for (const pid of left) process.kill(pid, 'SIGKILL');
      return left;
    }
    await sleep(100);
  }
}

describe.skipIf(process.platform === 'win32')('stopping Ganado', () => {
  it.each([
    { command: 'npm start', args: ['start', '--', '--no-prepare'], signal: 'SIGTERM' },
    { command: 'npm start', args: ['start', '--', '--no-prepare'], signal: 'SIGINT' },
    { command: 'npm run dev', args: ['run', 'dev'], signal: 'SIGTERM' },
  ])('$command stops completely on $signal to the process started', async ({ args, signal }) => {
    const running = await start(args);
    expect(running.tree.size).toBeGreaterThanOrEqual(3); // npm, our script, the server (tsx watch in dev)
    process.kill(running.npmProcess.pid, signal);
    expect(await stopped(running), running.output()).toEqual([]);
  });

  it('npm start stops gracefully on Ctrl+C, which signals the whole foreground group', async () => {
    const running = await start(['start', '--', '--no-prepare']);
    process.kill(-running.npmProcess.pid, 'SIGINT');
    expect(await stopped(running), running.output()).toEqual([]);
    // One signal reached the server: a second would have made it exit before closing PGlite.
    expect(running.output()).toContain('shutting down');
    expect(running.output()).not.toContain('second SIGINT');
  });
});
