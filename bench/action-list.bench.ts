/**
 * The action list at scale: an organisation with 2,000 tasks, six in ten of them
 * repeating (daily, weekly, monthly) with weeks of completed occurrences, on a real PostgreSQL.
 * Measures through the real server what the screens ask: the calendar's month (every series
 * expanded for six weeks, counted per day: what the month view asks; and the same
 * six weeks as occurrences, what it asked before and the week view asks for a week), today's work,
 * a page of the list, and the overdue filter (every active series' progress computed in memory),
 * with the size of each answer. Not part of `npm test`: `npm run bench:action-list`.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { createMember } from '../apps/server/src/test/people';
import { benchServer, type Figures, figuresRow, loadPaths, log, timed, verdict } from './support';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const TASKS = Number(process.env.BENCH_TASKS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** No target is set by the issue; a screen that answers within a quarter second feels immediate. */
const P99_TARGET_MS = 250;

/** A month view's answer size: what one request sends (no compression). */
const MONTH_BYTES_TARGET = 200_000;

/** The tasks in set-based SQL: a tenth done, half assigned to the member, spread over four months. */
async function seedTasks(database: Database, organizationId: string, userId: string) {
  await database.db.execute(sql`
    insert into tasks (organization_id, name, category, priority, status, assignee_id, start_at, end_at, time_zone, repeat)
    select ${organizationId}::uuid, 'Task ' || i,
      (array['general','feeding','milking','weighing','maintenance'])[1 + i % 5],
      (array['low','medium','high'])[1 + i % 3],
      case when i % 10 = 0 then 'completed' else 'pending' end,
      case when i % 2 = 0 then ${userId}::uuid end,
      date_trunc('hour', now()) - ((i % 90) || ' days')::interval + ((i % 12) || ' hours')::interval,
      date_trunc('hour', now()) - ((i % 90) || ' days')::interval + ((i % 12) || ' hours')::interval + interval '1 hour',
      'America/Mexico_City',
      case
        when i % 10 between 4 and 6 then '{"frequency":"weekly","interval":1,"weekdays":[1,4]}'::jsonb
        when i % 10 between 7 and 8 then '{"frequency":"daily","interval":1}'::jsonb
        when i % 10 = 9 then '{"frequency":"monthly","interval":1,"monthDay":31}'::jsonb
      end
    from generate_series(1, ${TASKS}) i`);
  // The first three weeks of each series' occurrences done, as a farm ticking its work off would.
  await database.db.execute(sql`
    insert into task_occurrences (organization_id, task_id, occurrence_index, completed_by)
    select organization_id, id, g, ${userId}::uuid from tasks, generate_series(0, 20) g where repeat is not null`);
}

/** An ISO day, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { database, app, base, close } = await benchServer(DATABASE_URL);
  try {
    const member = await createMember(app, { grants: { actionList: ['view', 'create', 'edit'] } });
    await timed(`${TASKS} tasks`, () => seedTasks(database, member.organizationId, member.userId));
    const load = (paths: string[]) => loadPaths(base, member.headers.authorization, paths, { connections: CONNECTIONS, seconds: SECONDS });
    const measured: [string, Figures][] = [];
    const month = `sDate=${day(-14)}&eDate=${day(28)}`;
    const bytes = async (path: string) => (await (await fetch(`${base}${path}`, { headers: { authorization: member.headers.authorization } })).arrayBuffer()).byteLength;
    const sizes = {
      counts: await bytes(`/api/action-list/event/count?${month}&timeZone=America%2FMexico_City`),
      occurrences: await bytes(`/api/action-list/event?${month}`),
    };
    for (const [name, paths] of [
      ['calendar month, per-day counts', [`/api/action-list/event/count?${month}&timeZone=America%2FMexico_City`]],
      ['six weeks of occurrences', [`/api/action-list/event?${month}`]],
      ['today, assignee=me', [`/api/action-list/event?sDate=${day(0)}&eDate=${day(1)}&assignee=me`]],
      ['list page (active)', Array.from({ length: 20 }, (_, page) => `/api/action-list/task?page=${page + 1}&limit=25&col=startAt`)],
      ['list, overdue filter', ['/api/action-list/task?status=overdue&page=1&limit=25']],
    ] as const) {
      log(`${name}: ${CONNECTIONS} connections, ${SECONDS} s`);
      measured.push([name, await load([...paths])]);
    }
    console.warn(
      [
        '',
        `Action list: ${TASKS} tasks in one organisation (60% repeating, 21 completed occurrences each); ${CONNECTIONS} connections for ${SECONDS} s each`,
        `Machine: ${cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[1]!.toFixed(1)} over the last 5 minutes`,
        ...measured.map(([name, figures]) => `${figuresRow(name, figures)}   (p99 < ${P99_TARGET_MS} ms) ${verdict(figures.p99 < P99_TARGET_MS && figures.errors === 0)}`),
        `calendar month answer: ${sizes.counts.toLocaleString('en')} bytes as per-day counts (target < ${MONTH_BYTES_TARGET.toLocaleString('en')}) ${verdict(sizes.counts < MONTH_BYTES_TARGET)}; ${sizes.occurrences.toLocaleString('en')} bytes as occurrences`,
        '',
      ].join('\n'),
    );
  } finally {
    await close();
  }
}

await main();
