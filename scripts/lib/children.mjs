// Child processes that stop when we are told to stop: the scripts behind `npm start` and
// `npm run dev` run the server (and, before it, npm and the web build) as children, and a stop
// must reach every one of them. Only Node built-ins here (see workspace.mjs).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const running = new Set();
let stopSignal;

/**
 * Spawns a child that receives the stop signal exactly once, from us. On POSIX it gets a process
 * group of its own: a terminal's Ctrl+C goes to the whole foreground group, so the server would
 * otherwise get SIGINT twice (from the terminal and from us), and close-with-grace answers a
 * second signal by exiting at once, before PGlite has written its files. It reads no stdin, as a
 * background group reading the terminal would be stopped.
 */
export function spawnChild(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    // On Windows `detached` opens a console window of its own, and there are no signal groups.
    detached: process.platform !== 'win32',
    ...options,
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  if (stopSignal) child.kill(stopSignal);
  return child;
}

/** Whether a stop signal has come: a child's failure after it is the stop, not an error to report. */
export const isStopping = () => stopSignal !== undefined;

function stop(signal) {
  if (stopSignal) return;
  stopSignal = signal;
  // Each child's owner exits when its child does; with none running there is nothing to wait for.
  if (running.size === 0) process.exit(128 + constants.signals[signal]);
  for (const child of running) child.kill(signal);
}

/**
 * Passes SIGINT, SIGTERM and SIGHUP on to the running children, and treats losing our parent as
 * SIGTERM. npm runs a script through a shell and passes the signals it gets to that shell, which
 * does not pass them on: on SIGTERM it dies and leaves us running, orphaned, with the server
 * holding its port; on SIGINT it waits for us, and nothing stops. So package.json starts our
 * scripts with `exec` (npm's child is then this process), and an orphan, which is re-parented
 * (`process.ppid` is read afresh on every access), stops as well: npm killed outright, or a
 * shell that did not `exec`.
 */
export function stopWithParent() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 200).unref();
}
