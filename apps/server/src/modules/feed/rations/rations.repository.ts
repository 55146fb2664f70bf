import type { RationsQuery } from '@ganado/shared/feed';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { numericArray } from '../../../db/arrays';
import { containing } from '../../../db/like';
import { nextNumber } from '../../../db/numbering';
import { orderedId } from '../../../db/ordered-id';
import { rowsOf } from '../../../db/rows';
import { feedRations, users } from '../../../db/schema';

export type RationRow = typeof feedRations.$inferSelect;
export type RationValues = Pick<typeof feedRations.$inferInsert, 'name' | 'notes' | 'system' | 'targetKind' | 'targetId' | 'request' | 'result' | 'costPerHead' | 'currency'>;

/** A new ration, the next number of the organisation's series (db/numbering.ts), version 1. */
export async function insertRation(db: Db, organizationId: string, createdBy: string, values: RationValues): Promise<RationRow> {
  const number = await nextNumber(db, `feedRations:${organizationId}`, feedRations, feedRations.number, eq(feedRations.organizationId, organizationId));
  const [row] = await db.insert(feedRations).values({ ...values, id: orderedId(), organizationId, number, version: 1, latest: true, createdBy }).returning();
  return row!;
}

/** The ration's next version: the latest one stops being the latest, in the caller's transaction. */
export async function insertVersion(db: Db, before: RationRow, createdBy: string, values: RationValues): Promise<RationRow> {
  await db.update(feedRations).set({ latest: false }).where(and(eq(feedRations.organizationId, before.organizationId), eq(feedRations.id, before.id)));
  const [row] = await db
    .insert(feedRations)
    .values({ ...values, id: orderedId(), organizationId: before.organizationId, number: before.number, version: before.version + 1, latest: true, createdBy })
    .returning();
  return row!;
}

/** The latest version of a ration by its number; `lock` holds it until the transaction ends (two revisions one after the other). */
export async function findRation(db: Db, organizationId: string, number: number, lock = false): Promise<RationRow | undefined> {
  const query = db
    .select()
    .from(feedRations)
    .where(and(eq(feedRations.organizationId, organizationId), eq(feedRations.number, number), eq(feedRations.latest, true)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRationById(db: Db, organizationId: string, id: string): Promise<RationRow | undefined> {
  const [row] = await db.select().from(feedRations).where(and(eq(feedRations.organizationId, organizationId), eq(feedRations.id, id)));
  return row;
}

/** Every version of the ration, newest first. */
export async function versionsOf(db: Db, organizationId: string, number: number) {
  return db
    .select({ id: feedRations.id, version: feedRations.version, createdAt: feedRations.createdAt })
    .from(feedRations)
    .where(and(eq(feedRations.organizationId, organizationId), eq(feedRations.number, number)))
    .orderBy(desc(feedRations.version));
}

/** Whether another ration's latest version has the name (the unique index stands behind it). */
export async function nameTaken(db: Db, organizationId: string, name: string, exceptNumber?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedRations.id })
    .from(feedRations)
    .where(
      and(
        eq(feedRations.organizationId, organizationId),
        eq(feedRations.latest, true),
        sql`lower(${feedRations.name}) = lower(${name})`,
        exceptNumber === undefined ? undefined : ne(feedRations.number, exceptNumber),
      ),
    );
  return row !== undefined;
}

export async function authorName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

const SORTS = { number: feedRations.number, name: sql`lower(${feedRations.name})`, createdAt: feedRations.createdAt, costPerHead: feedRations.costPerHead } as const;

/** The library: each ration's latest version, searched by name or number. */
export async function listRations(db: Db, organizationId: string, query: RationsQuery) {
  const search = query.search?.trim();
  const where = and(
    eq(feedRations.organizationId, organizationId),
    eq(feedRations.latest, true),
    query.kind ? eq(feedRations.targetKind, query.kind) : undefined,
    search ? (/^\d{1,9}$/.test(search) ? eq(feedRations.number, Number(search)) : ilike(feedRations.name, containing(search))) : undefined,
  );
  const column = SORTS[(query.col ?? 'number') as keyof typeof SORTS] ?? feedRations.number;
  const direction = query.desc === false ? asc : desc;
  const rows = await db
    .select()
    .from(feedRations)
    .where(where)
    .orderBy(direction(column), direction(feedRations.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(feedRations).where(where);
  return { rows, total: total?.value ?? 0 };
}

export interface Application {
  rationNumber: number;
  version: number;
  targetKind: 'group' | 'animal';
  targetId: string;
  targetName: string;
  from: Date;
}

/**
 * Where rations are applied now: for each group or animal, its latest done `rationApplied` event
 * from a day not after `on` (time, then id: the tie-break every derived state uses), and only where
 * that event applied one of `numbers` (a later ration replaced the others).
 */
export async function applicationsOf(db: Db, organizationId: string, numbers: readonly number[], on: Date): Promise<Application[]> {
  if (numbers.length === 0) return [];
  const rows = await rowsOf<{ ration_number: number; version: number; asset_kind: 'group' | 'animal'; asset_id: string; name: string; occurred_at: Date }>(
    db.execute(sql`
      with fed as (
        select distinct l.asset_id from event_assets l join events e on e.id = l.event_id and e.organization_id = l.organization_id
        where l.organization_id = ${organizationId} and l.role = 'fed' and e.type = 'rationApplied' and (e.details->>'rationNumber')::int = any(${numericArray(numbers)})
      ), applied as (
        select l.asset_id, l.asset_kind, (e.details->>'rationNumber')::int as ration_number, (e.details->>'version')::int as version, e.occurred_at,
          row_number() over (partition by l.asset_id order by e.occurred_at desc, e.id desc) as n
        from events e join event_assets l on l.event_id = e.id and l.organization_id = e.organization_id and l.role = 'fed'
        where e.organization_id = ${organizationId} and e.type = 'rationApplied' and e.status = 'done' and e.occurred_at <= ${on.toISOString()}
          and l.asset_id in (select asset_id from fed)
      )
      select a.ration_number, a.version, a.asset_kind, a.asset_id, a.occurred_at,
        coalesce(g.name, case when an.nickname is null then an.tag_number else an.tag_number || ' (' || an.nickname || ')' end) as name
      from applied a
      left join animal_groups g on g.id = a.asset_id and a.asset_kind = 'group'
      left join animals an on an.id = a.asset_id and a.asset_kind = 'animal'
      where a.n = 1 and a.ration_number = any(${numericArray(numbers)})
      order by a.occurred_at desc, a.asset_id`),
  );
  return rows.map((row) => ({
    rationNumber: Number(row.ration_number),
    version: Number(row.version),
    targetKind: row.asset_kind,
    targetId: row.asset_id,
    targetName: row.name,
    from: new Date(row.occurred_at),
  }));
}
