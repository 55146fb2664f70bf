import type { ReportPageData } from '@ganado/shared/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The organisation's writes as a snapshot remembers them: a later or a late one changes them. */
export interface HerdMark {
  /** The latest write (its activity log's newest entry), as text: exact to the microsecond. Null before any. */
  at: string | null;
  /** Writes in the hour up to it: one committed after the mark was read, though begun before, adds to them. */
  recent: number;
}

/** The organisation's mark as a statement's `mark` (at, recent), read through the activity log's index on the organisation and time. */
const markOf = (organizationId: string) => sql`
      with latest as (select max(created_at) as at from activity_log where organization_id = ${organizationId}),
      mark as (
        select latest.at, (select count(*) from activity_log a where a.organization_id = ${organizationId} and a.created_at > latest.at - interval '1 hour')::int as recent
        from latest
      )`;

/** The organisation's writes now, for what keeps an answer until the herd changes (the livestock goals' figures). */
export async function readHerdMark(db: Db, organizationId: string): Promise<HerdMark> {
  const [row] = await rowsOf<HerdMark>(db.execute(sql`${markOf(organizationId)} select mark.at::text as at, mark.recent from mark`));
  return { at: row?.at ?? null, recent: row?.recent ?? 0 };
}

/** A view's last snapshot, as the page reads it against the herd's writes. */
export interface SnapshotState {
  mark: HerdMark;
  snapshot: { asOf: string; tookMs: number; current: boolean; answer: ReportPageData } | null;
}

/** Snapshots not read for this long are dropped when the organisation's next one is saved. */
const UNREAD_DAYS = 30;

/**
 * The view's snapshot and the organisation's writes, in one statement: the snapshot is current
 * when its mark is theirs, no write after the latest it saw and none committed late in the hour
 * before (docs/decisions.md: reports, snapshots). Both are read through the activity log's index on
 * the organisation and time. A snapshot read marks its view as in use, at most once an hour, unless
 * `read` is false (the background refresh looking).
 */
export async function readSnapshot(db: Db, organizationId: string, view: string, read: boolean): Promise<SnapshotState> {
  const [row] = await rowsOf<{ at: string | null; recent: number; asOf: string | null; tookMs: number | null; current: boolean | null; answer: ReportPageData | null; readLongAgo: boolean | null }>(
    db.execute(sql`
      ${markOf(organizationId)}
      select mark.at::text as at, mark.recent, s.as_of::text as "asOf", s.took_ms as "tookMs", s.answer,
        s.herd_mark is not distinct from mark.at and s.herd_recent = mark.recent as current,
        s.read_at < now() - interval '1 hour' as "readLongAgo"
      from mark
      left join report_snapshots s on s.organization_id = ${organizationId} and s.view = ${view}`),
  );
  const { at = null, recent = 0, asOf, tookMs, current, answer, readLongAgo } = row ?? {};
  if (readLongAgo && read) await db.execute(sql`update report_snapshots set read_at = now() where organization_id = ${organizationId} and view = ${view}`);
  return { mark: { at, recent }, snapshot: answer && asOf ? { asOf, tookMs: tookMs ?? 0, current: current ?? false, answer } : null };
}

export interface NewSnapshot {
  view: string;
  herdMark: HerdMark;
  tookMs: number;
  answer: ReportPageData;
}

/**
 * Keeps a view's newest snapshot (one row a view; one worked out earlier never replaces it), and
 * drops the organisation's views nobody has read for a month. `read`: someone asked for it (not the
 * background refresh), so it counts as read now.
 */
export async function saveSnapshot(db: Db, organizationId: string, snapshot: NewSnapshot, read: boolean): Promise<void> {
  const { view, herdMark, tookMs, answer } = snapshot;
  await db.execute(sql`
    insert into report_snapshots (organization_id, view, as_of, herd_mark, herd_recent, computed_at, took_ms, answer)
    values (${organizationId}, ${view}, ${answer.asOf}, ${herdMark.at}::timestamptz, ${herdMark.recent}, ${answer.computedAt}, ${Math.round(tookMs)}, ${JSON.stringify(answer)}::jsonb)
    on conflict (organization_id, view) do update set as_of = excluded.as_of, herd_mark = excluded.herd_mark, herd_recent = excluded.herd_recent,
      computed_at = excluded.computed_at, took_ms = excluded.took_ms, answer = excluded.answer,
      read_at = case when ${read} then now() else report_snapshots.read_at end
    where report_snapshots.computed_at <= excluded.computed_at`);
  await db.execute(sql`delete from report_snapshots where organization_id = ${organizationId} and read_at < now() - make_interval(days => ${UNREAD_DAYS})`);
}

/**
 * Every organisation's views worth keeping fresh in the background: read in the last `readDays` and
 * slow to work out (`minTookMs`); across organisations, as a job finding its work (context.system).
 */
export async function viewsInUse(system: Db, readDays: number, minTookMs: number): Promise<{ organizationId: string; view: string }[]> {
  return rowsOf<{ organizationId: string; view: string }>(
    system.execute(sql`
      select organization_id as "organizationId", view from report_snapshots
      where read_at > now() - make_interval(days => ${readDays}) and took_ms >= ${minTookMs}
      order by organization_id, view`),
  );
}
