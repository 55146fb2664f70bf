/**
 * The web app's first load: what JavaScript /login downloads, and Lighthouse's performance score
 * (simulated mobile, its default) for /login and for /animals signed in. Not part of `npm test`:
 * `npm run bench:web` (bench/README.md).
 *
 * It builds nothing: run `npm run build` first. It starts the real server as `npm start` does
 * (embedded PGlite in a scratch directory, demo organisation seeded), serving the built web app
 * from WEB_DIST_DIR (default apps/web/dist), and drives Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium): playwright-core for the bytes, chrome-launcher + lighthouse for the scores.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { SESSION_STORAGE_KEYS, sessionFromLogin } from '../apps/web/src/app/session-storage';
import { startServer } from '../e2e/support/server';
import { log } from './support';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { loginGzipKb: 200, loginScore: 95, animalsScore: 90 };
// The bench runs as root in containers, where Chromium's sandbox cannot start.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

interface Script {
  name: string;
  raw: number;
  gzip: number;
  /** The body as it came over the wire (compressed when the server compressed it). */
  transferred: number;
  encoding: string;
}

/**
 * Every JavaScript file /login loads until the network is idle, lazy chunks included; then those the
 * form loads when first focused (its checks and request, modules/auth/sign-in.ts).
 */
async function loginScripts(base: string): Promise<{ firstLoad: Script[]; onFocus: Script[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pending: Promise<Script | undefined>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return undefined;
          const body = await response.body();
          const sizes = await request.sizes();
          return {
            name: new URL(request.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })().catch(() => undefined), // a request still finishing as the page closes: not part of the load
      );
    });
    await page.goto(`${base}/login`);
    // On a busy machine the network can be idle while the first chunk still runs: wait for the form first.
    await page.getByTestId('login-page').waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = (scripts: Promise<Script | undefined>[]) => Promise.all(scripts).then((all) => all.filter((script): script is Script => script !== undefined));
    const firstLoad = await loaded(pending.splice(0));
    await page.locator('input[name="username"]').focus();
    await page.waitForLoadState('networkidle');
    // networkidle can be reached before the focus's import starts: wait until nothing new arrives for a while.
    for (let count = -1; count !== pending.length; ) {
      count = pending.length;
      await page.waitForTimeout(500);
    }
    page.removeAllListeners('requestfinished');
    return { firstLoad, onFocus: await loaded(pending) };
  } finally {
    await browser.close();
  }
}

interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** One Lighthouse run; undefined when it failed (on a busy machine a page can time out). */
async function audit(url: string, chrome: LaunchedChrome): Promise<Audit | undefined> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result || result.lhr.runtimeError) {
    log(`  Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    return undefined;
  }
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** RUNS Lighthouse runs of one page in a Chromium on `userDataDir`; prints each and answers the medians. */
async function audits(url: string, userDataDir: string): Promise<Audit> {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const runs: Audit[] = [];
    // A failed run is run again, up to as many times as the runs asked for.
    for (let attempt = 1; runs.length < RUNS && attempt <= 2 * RUNS; attempt += 1) {
      const figures = await audit(url, chrome);
      if (!figures) continue;
      runs.push(figures);
      log(`  run ${runs.length}: ${auditRow(figures)}`);
    }
    if (runs.length < RUNS) throw new Error(`Lighthouse failed too often on ${url}`);
    return {
      score: median(runs.map((run) => run.score)),
      fcp: median(runs.map((run) => run.fcp)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
    };
  } finally {
    chrome.kill();
  }
}

const auditRow = ({ score, fcp, lcp, tbt }: Audit) =>
  `score ${String(score).padStart(3)}   FCP ${(fcp / 1000).toFixed(1)} s   LCP ${(lcp / 1000).toFixed(1)} s   TBT ${tbt.toFixed(0)} ms`;

/**
 * Puts a demo administrator's session in the profile's localStorage the way the app keeps it
 * (session-storage.ts). Lighthouse's storage reset clears caches, service workers and the like but
 * not localStorage (its default clearStorageTypes), so every run starts cold yet signed in.
 */
async function signIn(base: string, userDataDir: string): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const answer = (await response.json()) as { success?: boolean; data?: Parameters<typeof sessionFromLogin>[0] };
  if (!answer.success || !answer.data) throw new Error(`Sign-in failed: ${response.status}`);
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEYS.session, JSON.stringify(sessionFromLogin(answer.data))] as const);
  } finally {
    await context.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ganado-bench-web-'));
const profile = path.join(dataDir, 'chromium-profile');
await mkdir(profile);
log(`machine: ${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
const server = await startServer({ dataDir, env: { CAPTCHA_ENABLED: 'false', AUTH_RATE_LIMIT: '0', TASK_REMINDERS: 'false' } });
try {
  const { firstLoad: scripts, onFocus } = await loginScripts(server.url);
  const total = (key: 'raw' | 'gzip' | 'transferred', list = scripts) => list.reduce((sum, script) => sum + script[key], 0);
  console.log(`\nJavaScript loaded by /login: ${scripts.length} files`);
  console.log(`${'file'.padEnd(48)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)}  encoding`);
  for (const script of scripts.sort((a, b) => b.raw - a.raw)) {
    const name = script.name.length > 48 ? `${script.name.slice(0, 46)}…` : script.name;
    console.log(`${name.padEnd(48)} ${kb(script.raw)} ${kb(script.gzip)} ${kb(script.transferred)}  ${script.encoding}`);
  }
  console.log(`${'total'.padEnd(48)} ${kb(total('raw'))} ${kb(total('gzip'))} ${kb(total('transferred'))}`);
  console.log(
    `with the form's code (first focus, ${onFocus.length} more files: ${onFocus.map((script) => script.name).join(', ')}): raw ${kb(total('raw') + total('raw', onFocus))} KB, gzip ${kb(total('gzip') + total('gzip', onFocus))} KB, sent ${kb(total('transferred') + total('transferred', onFocus))} KB`,
  );
  const gzipKb = total('gzip') / 1024;
  console.log(`gzipped JavaScript ${gzipKb.toFixed(0)} KB, target ≤ ${TARGETS.loginGzipKb} KB: ${gzipKb <= TARGETS.loginGzipKb ? 'PASS' : 'MISS'}`);

  log(`Lighthouse /login, ${RUNS} runs`);
  const login = await audits(`${server.url}/login`, profile);
  await signIn(server.url, profile);
  log(`Lighthouse /animals signed in, ${RUNS} runs`);
  const animals = await audits(`${server.url}/animals`, profile);

  console.log(`\nLighthouse performance, simulated mobile, median of ${RUNS} (load ${loadavg()[0]!.toFixed(2)} at the end)`);
  console.log(`/login    ${auditRow(login)}   target ≥ ${TARGETS.loginScore}: ${login.score >= TARGETS.loginScore ? 'PASS' : 'MISS'}`);
  console.log(`/animals  ${auditRow(animals)}   target ≥ ${TARGETS.animalsScore}: ${animals.score >= TARGETS.animalsScore ? 'PASS' : 'MISS'}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
