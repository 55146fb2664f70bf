/**
 * Uploads built to exhaust the server, through the real server on a real
 * PostgreSQL: an XLSX zip bomb (about 1.5 MB unpacking to 423 MB), XLSX files of one cell of 300
 * and 100 million letters, and a 40 MB picture to the public sign-up, three of each at once, sent
 * by a child process while the server's own process asks /api/health over and over. Prints how
 * long each answer took, the health check's worst latency meanwhile, and the server process's
 * peak memory. Not part of `npm test`: `npm run bench:uploads`.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createMember } from '../apps/server/src/test/people';
import { PNG } from '../apps/server/src/test/multipart';
import { giantCell, sheetBomb } from '../apps/server/src/test/xlsx';
import { benchServer, log, timed } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_uploads';
const AT_ONCE = 3;
/** Only the kinds whose name contains this (e.g. `picture`), for a quicker run. */
const ONLY = process.env.BENCH_UPLOADS_ONLY ?? '';
const MB = 1024 * 1024;

interface Upload {
  name: string;
  url: string;
  field: string;
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
  authorized: boolean;
}

/** Asks /api/health one request after another until stopped, keeping the slowest answer. */
function pollHealth(base: string) {
  let worst = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
    }
  })();
  return async () => {
    running = false;
    await done;
    return worst;
  };
}

async function send(base: string, authorization: string, upload: Upload, index: number) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value.replace('{n}', String(index)));
  form.append(upload.field, new Blob([new Uint8Array(upload.bytes)]), upload.fileName);
  const started = performance.now();
  try {
    const response = await fetch(`${base}${upload.url}`, { method: 'POST', headers: upload.authorized ? { authorization } : {}, body: form });
    const body = (await response.json()) as { errors?: { key: string }[] };
    return { seconds: (performance.now() - started) / 1000, answer: `${response.status} ${body.errors?.[0]?.key ?? ''}`.trim() };
  } catch (error) {
    return { seconds: (performance.now() - started) / 1000, answer: `no answer (${(error as Error).cause ?? error})` };
  }
}

/** The outside test's uploads. */
function uploads(bomb: Buffer, cell: Buffer, smallerCell: Buffer): Upload[] {
  const xlsx = { url: '/api/animal/import', field: 'file', fileName: 'hato.xlsx', fields: { kind: 'animals' }, authorized: true };
  return [
    { name: 'XLSX zip bomb (423 MB unpacked)', bytes: bomb, ...xlsx },
    { name: 'XLSX with a 300 MB cell', bytes: cell, ...xlsx },
    // Under the unpacked limit, so the cell itself is what stops it.
    { name: 'XLSX with a 100 MB cell', bytes: smallerCell, ...xlsx },
    {
      name: '40 MB picture to the public sign-up',
      url: '/api/user/signup/email',
      field: 'profilePic',
      fileName: 'vaca.png',
      bytes: Buffer.concat([PNG, Buffer.alloc(40 * MB - PNG.length)]),
      fields: { firstName: 'Ana', lastName: 'Gil', password: 'Corral#Norte58', email: 'bench{n}@finca.es', language: 'es', countryId: 'ES', stateId: 'Cáceres', village: 'Trujillo' },
      authorized: false,
    },
  ];
}

interface Result {
  name: string;
  size: number;
  slowest: number;
  answers: string;
}

/** The child: sends each kind of upload AT_ONCE times together (its memory is not the server's). */
async function client(base: string, authorization: string) {
  const files = await timed('making the files', () => Promise.all([sheetBomb(423_000_000), giantCell(300_000_000), giantCell(100_000_000)]));
  for (const upload of uploads(...files).filter((one) => one.name.includes(ONLY))) {
    process.send!({ starting: upload.name });
    const results = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => send(base, authorization, upload, index)));
    const result: Result = {
      name: upload.name,
      size: upload.bytes.length,
      slowest: Math.max(...results.map((one) => one.seconds)),
      answers: [...new Set(results.map((one) => one.answer))].join(', '),
    };
    process.send!({ result });
  }
}

/**
 * The parent: the real server, its resident memory (worker threads included) and the health
 * check's answers while each kind is sent. A stalled event loop delays the check either way.
 */
async function server() {
  log(`machine: ${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  const bench = await benchServer(DATABASE_URL);
  const rows: string[] = [];
  try {
    const member = await createMember(bench.app, { grants: { animals: ['view', 'create'] } });
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_UPLOADS_TO: bench.base, BENCH_UPLOADS_AUTHORIZATION: member.headers.authorization ?? '' } });
    let before = 0;
    let peak = 0;
    let stopHealth = async () => 0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    child.on('message', async (message: { starting?: string; result?: Result }) => {
      if (message.starting) {
        log(`${AT_ONCE} × ${message.starting}`);
        before = peak = process.memoryUsage.rss();
        stopHealth = pollHealth(bench.base);
      }
      const result = message.result;
      if (result) {
        // Taken now: the child's next kind may start while the health check winds down.
        const [top, grown, stop] = [peak, peak - before, stopHealth];
        const worstHealth = await stop();
        rows.push(
          `${result.name.padEnd(36)} ${`${AT_ONCE} × ${(result.size / MB).toFixed(1)} MB`.padEnd(12)} slowest answer ${result.slowest.toFixed(2).padStart(6)} s` +
            `   health worst ${worstHealth.toFixed(0).padStart(6)} ms   server peak RSS ${(top / MB).toFixed(0).padStart(5)} MB (+${(grown / MB).toFixed(0)})   ${result.answers}`,
        );
      }
    });
    await once(child, 'exit');
    clearInterval(timer);
    console.log(`\n${rows.join('\n')}\n`);
  } finally {
    await bench.close();
  }
}

const target = process.env.BENCH_UPLOADS_TO;
await (target ? client(target, process.env.BENCH_UPLOADS_AUTHORIZATION ?? '') : server());
