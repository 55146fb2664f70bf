/**
 * Can the time of an answer tell who has an account? Each anonymous route
 * of the sign-in area is asked about real accounts and about contacts nobody has, in turn, one
 * request at a time, every contact once (so no cooldown or lockout is met), after a few pairs to
 * warm up; it prints the median and 90th percentile of each and their difference. The asking runs on a thread of its own, as a
 * remote caller would: work the server does after an answer does not delay the caller's reading
 * of it. Between two requests it waits for that work (the development outbox answers once codes
 * and links are sent), so each figure is the answer's own time. Not part of `npm test`:
 * `npm run bench:enumeration`.
 */
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { users } from '../apps/server/src/db/schema';
import { createMember } from '../apps/server/src/test/people';
import { hashPassword } from '../apps/server/src/modules/users/users.password';
import { benchServer, log, timed } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Pairs asked first and not counted: the server's code and connections warm up on them. */
const WARM_UP = 30;
const CONTACTS = WARM_UP + REQUESTS;
/** Under this, no caller across a network can tell two answers apart, whatever the statistics say. */
const NETWORK_JITTER_MS = 0.5;

interface Question {
  name: string;
  /** The request about the i-th contact of a kind. */
  ask(kind: 'known' | 'unknown', index: number): { method: 'GET' | 'POST'; path: string; body?: object };
}

const email = (kind: string, index: number) => `${kind}-${index}@bench.farm`;
const QUESTIONS: Question[] = [
  { name: 'POST /user/forgot-password/email', ask: (kind, i) => ({ method: 'POST', path: '/api/user/forgot-password/email', body: { email: email(kind, i) } }) },
  { name: 'POST /forget-password/email', ask: (kind, i) => ({ method: 'POST', path: '/api/forget-password/email', body: { email: email(kind, i) } }) },
  { name: 'POST /user/send-otp/email', ask: (kind, i) => ({ method: 'POST', path: '/api/user/send-otp/email', body: { email: email(`${kind}-pending`, i) } }) },
  { name: 'GET /forget-password/get-user-details', ask: (kind, i) => ({ method: 'GET', path: `/api/forget-password/get-user-details/${email(kind, i)}` }) },
  { name: 'POST /login (wrong password)', ask: (kind, i) => ({ method: 'POST', path: '/api/login', body: { username: email(kind, i), password: 'Wrong#20260' } }) },
];

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

/**
 * "Within noise" (the words): two standard errors of the difference of two medians, each
 * 1.2533 σ / √n, σ estimated from the interquartile range (IQR / 1.349) pooled over both kinds.
 */
function noiseOf(a: number[], b: number[]) {
  const iqr = (values: number[]) => percentile(values, 0.75) - percentile(values, 0.25);
  const sigma = (iqr(a) + iqr(b)) / 2 / 1.349;
  return 2 * Math.SQRT2 * 1.2533 * (sigma / Math.sqrt(a.length));
}

type Request = ReturnType<Question['ask']>;

/** The caller's thread: each request timed from sending to the last byte, then the server left to finish. */
const CALLER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { base, requests } = workerData;
  const times = [];
  for (const { method, path, body } of requests) {
    const start = performance.now();
    const response = await fetch(base + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    await (await fetch(base + '/api/dev/outbox?limit=1')).arrayBuffer();
  }
  parentPort.postMessage(times);
})();
`;

function askInTurn(base: string, requests: Request[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const caller = new Worker(CALLER, { eval: true, workerData: { base, requests } });
    caller.once('message', resolve);
    caller.once('error', reject);
  });
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { database, app, base, close } = await benchServer(DATABASE_URL);
  try {
    const member = await createMember(app);
    const passwordHash = await hashPassword('Tester#2026');
    await timed(`${CONTACTS} active and ${CONTACTS} pending accounts`, () =>
      database.db.insert(users).values(
        ['known', 'known-pending'].flatMap((kind) =>
          Array.from({ length: CONTACTS }, (_, i) => ({
            organizationId: member.organizationId,
            departmentId: member.departmentId,
            roleId: member.roleId,
            email: email(kind, i),
            firstName: 'Bench',
            lastName: `${i}`,
            passwordHash,
            status: kind === 'known' ? ('active' as const) : ('pending' as const),
            verified: kind === 'known',
          })),
        ),
      ),
    );
    const rows: string[] = [];
    for (const question of QUESTIONS) {
      log(`${question.name}: ${REQUESTS} known and ${REQUESTS} unknown, in turn`);
      const kinds = Array.from({ length: CONTACTS }, (_, i) => (i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const))).flat();
      const order = kinds.map((kind, n) => ({ kind, request: question.ask(kind, Math.floor(n / 2)) }));
      const measured = await askInTurn(base, order.map(({ request }) => request));
      const times = { known: [] as number[], unknown: [] as number[] };
      order.forEach(({ kind }, n) => n >= 2 * WARM_UP && times[kind].push(measured[n]!));
      const known = percentile(times.known, 0.5);
      const unknown = percentile(times.unknown, 0.5);
      const noise = noiseOf(times.known, times.unknown);
      const same = Math.abs(known - unknown) < Math.max(noise, NETWORK_JITTER_MS);
      rows.push(
        `${question.name.padEnd(40)} known ${ms(known)} (p90 ${ms(percentile(times.known, 0.9))})   unknown ${ms(unknown)} (p90 ${ms(percentile(times.unknown, 0.9))})   ` +
          `difference ${ms(known - unknown)} (noise ±${ms(noise).trim()}) ${same ? 'SAME' : 'DIFFERS'}`,
      );
    }
    console.warn(
      [
        '',
        `Enumeration by time: medians of ${REQUESTS} requests per kind, one at a time, on PostgreSQL (SAME: a difference within the noise or under ${NETWORK_JITTER_MS} ms)`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
