import type { GroupsQuery } from '@ganado/shared/animals';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { animalGroups, animals, eventAssets, events, farms } from '../../../db/schema';
import { writeAnimalRecords } from '../records/records.ledger';
import { containing } from '../../../db/like';

export type GroupRow = typeof animalGroups.$inferSelect;
export type GroupValues = Pick<typeof animalGroups.$inferInsert, 'name' | 'description' | 'farmId'>;
export type GroupWithCount = { group: GroupRow; farmName: string | null; animalCount: number };

// Spelled out with table names: inside the subquery an unqualified "id" would be the animal's.
const animalCount = sql<number>`(select count(*)::int from "animals" where "animals"."organization_id" = "animal_groups"."organization_id" and "animals"."group_id" = "animal_groups"."id" and "animals"."status" = 'active')`;

const SORT: Record<NonNullable<GroupsQuery['col']>, SQL> = {
  name: sql`lower(${animalGroups.name})`,
  animalCount,
  createdAt: sql`${animalGroups.createdAt}`,
};

/** The organisation's groups that are not removed: every query here starts from this. */
const ofOrganization = (organizationId: string) => and(eq(animalGroups.organizationId, organizationId), isNull(animalGroups.deletedAt));

const withCount = (db: Db) =>
  db.select({ group: animalGroups, farmName: farms.name, animalCount }).from(animalGroups).leftJoin(farms, eq(farms.id, animalGroups.farmId));

/** One page of the organisation's groups, searched by name. */
export async function listGroups(db: Db, organizationId: string, query: GroupsQuery) {
  const where = and(ofOrganization(organizationId), query.search ? ilike(animalGroups.name, containing(query.search)) : undefined);
  const direction = query.desc ? desc : asc;
  const rows = await withCount(db)
    .where(where)
    .orderBy(direction(SORT[query.col ?? 'name']), direction(animalGroups.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(animalGroups).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findGroup(db: Db, organizationId: string, id: string): Promise<GroupWithCount | undefined> {
  const [row] = await withCount(db).where(and(ofOrganization(organizationId), eq(animalGroups.id, id)));
  return row;
}

/** Another group of the organisation, not removed, with this name whatever the case. */
export async function groupNameTaken(db: Db, organizationId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: animalGroups.id })
    .from(animalGroups)
    .where(and(ofOrganization(organizationId), eq(sql`lower(${animalGroups.name})`, name.toLowerCase()), exceptId ? ne(animalGroups.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertGroup(db: Db, values: typeof animalGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await db.insert(animalGroups).values(values).returning();
  if (!row) throw new Error('insert into animal_groups returned nothing');
  return row;
}

export async function updateGroupRow(db: Db, organizationId: string, id: string, values: Partial<typeof animalGroups.$inferInsert>): Promise<GroupRow> {
  const [row] = await db
    .update(animalGroups)
    .set(values)
    .where(and(ofOrganization(organizationId), eq(animalGroups.id, id)))
    .returning();
  if (!row) throw new Error(`group ${id} vanished during an update`);
  return row;
}

/** One done group change per animal, into `groupId` (null: out of any group). */
export async function insertGroupChanges(db: Db, values: { organizationId: string; createdBy: string; animalIds: readonly string[]; groupId: string | null; occurredAt: Date }) {
  const { animalIds, organizationId, createdBy, groupId, occurredAt } = values;
  const rows = animalIds.map((animalId) => ({ animalId, groupId, occurredAt, type: 'groupChange' as const, status: 'done' as const }));
  await writeAnimalRecords(db, { organizationId, userId: createdBy }, rows);
}

/**
 * Who joined and left a group: a done group change into it that follows one elsewhere (or none) is
 * an 'in'; the next one elsewhere is the matching 'out'. Each animal's changes are ordered by
 * occurred_at and then id, the tie-break of the derived state.
 */
export async function listGroupHistory(db: Db, organizationId: string, groupId: string) {
  // Read from the log's own tables, not the animal_records view: the view's group column is a
  // subquery per row, which no index serves (docs/ARCHITECTURE.md: the model).
  const subject = alias(eventAssets, 'subject');
  const joined = alias(eventAssets, 'joined');
  const doneChanges = and(eq(events.organizationId, organizationId), eq(events.type, 'groupChange'), eq(events.status, 'done'));
  // The animals ever in the group first, then their changes through the links' index, so the
  // plan does not depend on statistics the embedded database may not have gathered.
  const everIn = await db
    .selectDistinct({ animalId: subject.assetId })
    .from(joined)
    .innerJoin(events, eq(events.id, joined.eventId))
    .innerJoin(subject, and(eq(subject.eventId, joined.eventId), eq(subject.role, 'subject')))
    .where(and(eq(joined.organizationId, organizationId), eq(joined.assetId, groupId), eq(joined.role, 'group'), doneChanges));
  if (everIn.length === 0) return [];
  const changes = db.$with('changes').as(
    db
      .select({
        recordId: sql<string>`${events.id}`.as('record_id'),
        animalId: sql<string>`${subject.assetId}`.as('changed_animal_id'),
        groupId: sql<string | null>`${joined.assetId}`.as('joined_group_id'),
        occurredAt: events.occurredAt,
        previousGroupId: sql<string | null>`lag(${joined.assetId}) over (partition by ${subject.assetId} order by ${events.occurredAt}, ${events.id})`.as('previous_group_id'),
      })
      .from(events)
      .innerJoin(subject, and(eq(subject.eventId, events.id), eq(subject.role, 'subject'), eq(subject.assetKind, 'animal')))
      .leftJoin(joined, and(eq(joined.eventId, events.id), eq(joined.role, 'group')))
      .where(and(doneChanges, eq(subject.organizationId, organizationId), inArray(subject.assetId, everIn.map((row) => row.animalId)))),
  );
  const into = sql`${changes.groupId} is not distinct from ${groupId}::uuid`;
  const fromHere = sql`${changes.previousGroupId} is not distinct from ${groupId}::uuid`;
  return db
    .with(changes)
    .select({
      recordId: changes.recordId,
      animalId: changes.animalId,
      tagNumber: animals.tagNumber,
      nickname: animals.nickname,
      direction: sql<'in' | 'out'>`case when ${into} then 'in' else 'out' end`,
      occurredAt: changes.occurredAt,
    })
    .from(changes)
    .innerJoin(animals, and(eq(animals.id, changes.animalId), eq(animals.organizationId, organizationId)))
    .where(or(and(into, not(fromHere)), and(not(into), fromHere)))
    .orderBy(desc(changes.occurredAt), desc(changes.recordId));
}
