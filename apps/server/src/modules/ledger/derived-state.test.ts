import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { animals, zones } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { insertAnimal, insertFarm, insertGroup } from '../../test/herd';
import { createMember } from '../../test/people';
import { refreshAnimalState } from '../animals/records/animals.state';
import { type AnimalRecordWrite, writeAnimalRecords } from '../animals/records/records.ledger';

/**
 * New animals take their state from the events in hand (no read of the log); animals with history
 * are rebuilt from the log. Both must give what a rebuild from the log gives.
 */
// At the top of the file, as buildTestApp asks: its afterAll hooks (close the app, drop the
// database) are registered only there.
const app = await buildTestApp();

describe('derived state of the assets a write touches', () => {
  let organizationId: string;
  beforeAll(async () => {
    organizationId = (await createMember(app)).organizationId;
  });

  const stateOf = (ids: string[]) =>
    app.database.db
      .select({
        id: animals.id,
        status: animals.status,
        removedAt: animals.removedAt,
        farmId: animals.farmId,
        zoneId: animals.zoneId,
        groupId: animals.groupId,
        currentWeightKg: animals.currentWeightKg,
        currentWeightOn: animals.currentWeightOn,
      })
      .from(animals)
      .where(inArray(animals.id, ids))
      .orderBy(animals.id);

  /** The state as written, then as a rebuild from the log gives it after clearing it. */
  async function writtenAndRebuilt(ids: string[], write: () => Promise<unknown>) {
    await write();
    const written = await stateOf(ids);
    await app.database.db
      .update(animals)
      .set({ status: 'active', removedAt: null, farmId: null, zoneId: null, groupId: null, currentWeightKg: null, currentWeightOn: null })
      .where(inArray(animals.id, ids));
    await refreshAnimalState(app.database.db, organizationId, ids);
    return { written, rebuilt: await stateOf(ids) };
  }

  it('sets a new animal from its first events as a rebuild from the log would: latest by instant then id, planned ignored, pounds converted', async () => {
    const farm = await insertFarm(app, organizationId);
    const [zone] = await app.database.db.insert(zones).values({ organizationId, farmId: farm.id, name: 'Bajo', areaSquareMeters: 50_000, perimeterMeters: 900 }).returning();
    const [first, second] = [await insertGroup(app, organizationId), await insertGroup(app, organizationId)];
    const [cow, steer, calf] = [await insertAnimal(app, organizationId), await insertAnimal(app, organizationId, { gender: 'male' }), await insertAnimal(app, organizationId)];
    const at = new Date('2024-05-05T08:00:00Z');
    const done = { status: 'done' as const };
    const rows: AnimalRecordWrite[] = [
      { ...done, animalId: cow.id, type: 'movement', occurredAt: at, farmId: farm.id, zoneId: zone!.id },
      // A tie on the instant: the larger id wins, whichever order they come in.
      { ...done, id: randomUUID(), animalId: cow.id, type: 'groupChange', occurredAt: at, groupId: first.id },
      { ...done, id: randomUUID(), animalId: cow.id, type: 'groupChange', occurredAt: at, groupId: second.id },
      { ...done, animalId: cow.id, type: 'weight', occurredAt: new Date('2024-06-01'), quantityValue: 1000, quantityUnit: 'lb' },
      { ...done, animalId: cow.id, type: 'weight', occurredAt: new Date('2024-01-01'), quantityValue: 300, quantityUnit: 'kg' },
      { status: 'planned', animalId: cow.id, type: 'weight', occurredAt: new Date('2024-09-01'), quantityValue: 1, quantityUnit: 'kg' },
      { ...done, animalId: steer.id, type: 'movement', occurredAt: at, farmId: farm.id },
      { ...done, animalId: steer.id, type: 'removal', occurredAt: new Date('2024-10-10T00:00:00Z'), details: { reason: 'sold' } },
      { status: 'planned', animalId: calf.id, type: 'removal', occurredAt: new Date('2024-10-10T00:00:00Z'), details: { reason: 'sold' } },
    ];
    const ids = [cow.id, steer.id, calf.id];
    const { written, rebuilt } = await writtenAndRebuilt(ids, () => writeAnimalRecords(app.database.db, { organizationId, userId: null }, rows));
    expect(written).toEqual(rebuilt);
    const cowState = written.find((row) => row.id === cow.id)!;
    expect(cowState).toMatchObject({ farmId: farm.id, zoneId: zone!.id, groupId: rows[1]!.id! > rows[2]!.id! ? first.id : second.id, currentWeightKg: 453.59237 });
    expect(written.find((row) => row.id === steer.id)).toMatchObject({ status: 'removed', farmId: farm.id, zoneId: null });
    expect(written.find((row) => row.id === calf.id)).toMatchObject({ status: 'active', removedAt: null });
  });

  it('rebuilds from the log an animal with earlier events in the same write as a new one', async () => {
    const farm = await insertFarm(app, organizationId);
    const older = await insertAnimal(app, organizationId, { farmId: farm.id });
    const newer = await insertAnimal(app, organizationId);
    const group = await insertGroup(app, organizationId);
    // The older animal's movement of 2023 is in the log, not in hand: it must stay its place.
    const rows: AnimalRecordWrite[] = [older.id, newer.id].map((animalId) => ({
      animalId,
      status: 'done',
      type: 'groupChange',
      occurredAt: new Date('2022-01-01'),
      groupId: group.id,
    }));
    const { written, rebuilt } = await writtenAndRebuilt([older.id, newer.id], () => writeAnimalRecords(app.database.db, { organizationId, userId: null }, rows));
    expect(written).toEqual(rebuilt);
    const [olderState] = await app.database.db.select().from(animals).where(eq(animals.id, older.id));
    expect(olderState).toMatchObject({ farmId: farm.id, groupId: group.id });
  });
});
