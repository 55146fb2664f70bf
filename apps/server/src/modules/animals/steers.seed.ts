import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { animalGroups, animals } from '../../db/schema';
import { sequence } from '../../seed/sequence';
import { recordActivities } from '../activity-log/activity-log.repository';
import type { DemoHerdPlaces } from './animals.seed';
import { type SeedRecordRequest, seedRecord } from './seed-record';
import { type AnimalRecordWrite, writeAnimalRecords } from './records/records.ledger';
import { recordEntry } from './records/records.present';
import { animalSnapshot } from './register/animals.present';

/** Days since the steers came in from the weaning sale. */
const ARRIVED = 84;
const STEERS = 12;

/**
 * Los Álamos' feedlot pen: twelve Angus and Brangus steers bought at about 330 kg from a
 * neighbour's weaning sale twelve weeks ago, weighed on arrival and every four weeks since at
 * about 1.3 kg a day, finishing for the abattoir. The feed module's ration journey starts here.
 * Its own random sequence, so adding it left the rest of the demo herd as it was.
 */
export async function seedFinishingSteers(db: Db, places: DemoHerdPlaces, herd: { cattleId: string; breedId: ReadonlyMap<string, string>; daysAgo: (days: number) => Date }): Promise<void> {
  const { organizationId, createdBy } = places;
  const { breedId, daysAgo } = herd;
  const random = sequence(2027);
  const [group] = await db
    .insert(animalGroups)
    .values({ organizationId, name: 'Novillos en engorda', description: 'Finishing steers in the feedlot pen, fed a total mixed ration', farmId: places.alamos.farmId, createdBy })
    .returning({ id: animalGroups.id });
  const steers = Array.from({ length: STEERS }, (_, index) => ({
    id: randomUUID(),
    tag: `ALA-E${String(index + 1).padStart(2, '0')}`,
    breed: index % 3 === 0 ? 'brangus' : 'angus',
    born: daysAgo(420 + random() * 60),
    arrivalKg: 305 + random() * 55,
    gain: 1.15 + random() * 0.3,
  }));
  const rows = await db
    .insert(animals)
    .values(
      steers.map((steer) => ({
        id: steer.id,
        organizationId,
        speciesId: herd.cattleId,
        gender: 'male' as const,
        breedId: breedId.get(steer.breed) ?? null,
        classUse: 'beef',
        categoryStage: 'steer',
        tagNumber: steer.tag,
        tagCategory: 'visual',
        tagType: 'plastic',
        tagColour: 'green',
        birthDate: steer.born.toISOString().slice(0, 10),
        ownershipType: 'owned',
        breederSupplier: 'Rancho San Judas',
        registrationDate: daysAgo(ARRIVED).toISOString().slice(0, 10),
        hornStatus: 'polled',
        createdBy,
      })),
    )
    .returning();

  const records: (AnimalRecordWrite & { id: string })[] = [];
  const record = (animalId: string, request: SeedRecordRequest, at: Date) => records.push(seedRecord(animalId, request, at));
  for (const steer of steers) {
    const arrived = daysAgo(ARRIVED);
    record(steer.id, { type: 'movement', farmId: places.alamos.farmId, zoneId: null }, arrived);
    record(steer.id, { type: 'groupChange', groupId: group!.id }, arrived);
    record(steer.id, { type: 'vaccination', vaccine: 'Clostridial 7 vías', dose: { value: 5, unit: 'mL' }, batch: 'CL-2291', nextDueOn: null }, arrived);
    for (let day = 0; day <= ARRIVED; day += 28) {
      record(steer.id, { type: 'weight', weight: { value: Math.round((steer.arrivalKg + day * steer.gain) * 10) / 10, unit: 'kg' }, method: 'scale' }, daysAgo(ARRIVED - day));
    }
  }
  await recordActivities(
    db,
    rows.map((row) => ({ organizationId, actorId: createdBy ?? null, action: 'animal.create' as const, entityType: 'animal', entityId: row.id, after: animalSnapshot(row) })),
  );
  await writeAnimalRecords(
    db,
    { organizationId, userId: createdBy ?? null },
    records,
    records.map((row) => recordEntry('animalRecord.create', row.animalId, { after: row })),
  );
}
