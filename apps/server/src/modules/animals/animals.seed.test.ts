import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, animalGroups, animalRecords, animals, organizations } from '../../db/schema';
import { DEMO_ORGANIZATION } from '../../seed';
import { createTestDatabase } from '../../test/database';

// The test database is seeded with the demo organisation, herd included.
const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const [demo] = await db.select().from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code));
const organizationId = demo!.id;

describe('the demo herd', () => {
  // About sixty are the farms' own herd and twelve the feedlot's steers; the beef breeding programme (genetics.seed.ts) adds bought-in Angus and two calf crops.
  it('is about a hundred and thirty cattle on the two demo farms, in four groups, with three generations of lineage', async () => {
    const herd = await db.select().from(animals).where(eq(animals.organizationId, organizationId));
    expect(herd.length).toBeGreaterThanOrEqual(122);
    expect(herd.length).toBeLessThanOrEqual(142);
    expect(herd.every((animal) => animal.farmId !== null)).toBe(true);
    // A steer sold at auction from the herd, and the programme's six steers harvested for their carcass measures.
    expect(herd.filter((animal) => animal.status === 'removed')).toHaveLength(7);
    const byId = new Map(herd.map((animal) => [animal.id, animal]));
    const withGranddam = herd.filter((animal) => animal.damId && byId.get(animal.damId)?.damId);
    expect(withGranddam.length).toBeGreaterThan(0);
    for (const animal of herd) {
      const dam = animal.damId ? byId.get(animal.damId) : undefined;
      const sire = animal.sireId ? byId.get(animal.sireId) : undefined;
      if (dam) expect([dam.gender, dam.birthDate! < animal.birthDate!]).toEqual(['female', true]);
      if (sire) expect([sire.gender, sire.birthDate! < animal.birthDate!]).toEqual(['male', true]);
    }
    const groups = await db.select().from(animalGroups).where(eq(animalGroups.organizationId, organizationId));
    expect(groups.map((group) => group.name).sort()).toEqual(['Becerros', 'Novillas', 'Novillos en engorda', 'Vacas en ordeña']);
    expect(herd.filter((animal) => animal.groupId).length).toBeGreaterThan(20);
  });

  it('has a year of monthly weights for a calf, and done records dated in the past only', async () => {
    const weighed = await db
      .select({ animalId: animalRecords.animalId })
      .from(animalRecords)
      .where(and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.type, 'weight')));
    const perAnimal = new Map<string, number>();
    for (const { animalId } of weighed) perAnimal.set(animalId, (perAnimal.get(animalId) ?? 0) + 1);
    expect(Math.max(...perAnimal.values())).toBeGreaterThanOrEqual(10);
    const records = await db.select().from(animalRecords).where(eq(animalRecords.organizationId, organizationId));
    expect(records.every((record) => record.occurredAt.getTime() <= Date.now())).toBe(true);
    expect(new Set(records.map((record) => record.type))).toEqual(
      // The treatment is the drugs module's: a milking cow treated from the demo cabinet; the milk
      // tests and diseases are the reports module's history of the herd (reports/herd-history.seed.ts).
      new Set(['movement', 'groupChange', 'weight', 'vaccination', 'service', 'pregnancyCheck', 'calving', 'note', 'removal', 'treatment', 'milk', 'disease']),
    );
    const current = await db.select().from(animals).where(and(eq(animals.organizationId, organizationId), isNotNull(animals.currentWeightKg)));
    expect(current.length).toBeGreaterThanOrEqual(55);
  });

  it('is in the activity log as the services log it: each animal registered, then each of its records', async () => {
    const [calf] = await db.select().from(animals).where(and(eq(animals.organizationId, organizationId), eq(animals.categoryStage, 'preWeaning')));
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.entityType, 'animal'), eq(activityLog.entityId, calf!.id)))
      .orderBy(activityLog.createdAt, activityLog.id);
    const records = await db.select().from(animalRecords).where(eq(animalRecords.animalId, calf!.id));
    expect(history.map((entry) => entry.action)).toEqual(['animal.create', ...records.map(() => 'animalRecord.create')]);
    expect(history[0]!.after).toMatchObject({ tagNumber: calf!.tagNumber });
    expect(new Set(history.slice(1).map((entry) => (entry.after as { recordId: string }).recordId))).toEqual(new Set(records.map((record) => record.id)));
    expect(history.every((entry) => entry.actorId !== null)).toBe(true);
  });
});
