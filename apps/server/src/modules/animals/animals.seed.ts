import { randomUUID } from 'node:crypto';
import type { Gender } from '@ganado/shared/animals';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGroups, animals, breeds, species } from '../../db/schema';
import { recordActivities } from '../activity-log/activity-log.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from './records/records.ledger';
import { recordEntry } from './records/records.present';
import { animalSnapshot } from './register/animals.present';
import type { AnimalRow } from './register/animals.repository';
import { sequence } from '../../seed/sequence';
import { type SeedRecordRequest, seedRecord } from './seed-record';
import { seedFinishingSteers } from './steers.seed';


const DAY = 86_400_000;
/** Days from a natural service to calving, for cattle. */
const GESTATION = 283;
/** Days since the founders were bought in, before any animal born on the farms. */
const FOUNDED = 6 * 365;

/** Where the demo herd lives: the demo farms and zones (seed/demo.ts). */
export interface DemoHerdPlaces {
  organizationId: string;
  createdBy: string | undefined;
  alamos: { farmId: string; zoneId: string };
  mezquite: { farmId: string; zoneId: string };
}

type Breed = 'angus' | 'brahman' | 'brangus' | 'holstein-friesian';
interface Seed {
  id: string;
  tag: string;
  /** Not every calf has a name yet: when the lists run out, none. */
  nickname: string | null;
  gender: Gender;
  breed: Breed;
  born: Date;
  place: 'alamos' | 'mezquite';
  dam?: Seed;
  sire?: Seed;
  group?: 'milking' | 'heifers' | 'calves';
  categoryStage: string;
}

const COW_NAMES = [
  'Paloma', 'Canela', 'Estrella', 'Margarita', 'Chabela', 'Prieta', 'Güera', 'Pinta', 'Morena', 'Azucena', 'Violeta', 'Rosita',
  'Manchas', 'Mariposa', 'Perla', 'Luna', 'Tormenta', 'Bonita', 'Catrina', 'Golondrina', 'Jacinta', 'Dalia', 'Gaviota', 'Nube',
  'Cereza', 'Flor', 'Alondra', 'Coqueta', 'Duquesa', 'Lupita', 'Chispa', 'Palomita', 'Amapola', 'Gardenia', 'Camelia',
];
const BULL_NAMES = ['Tizón', 'Lucero', 'Pinto', 'Chato', 'Trueno', 'Relámpago', 'Frijol', 'Chapo', 'Güero', 'Cometa', 'Canelo', 'Moro'];

/**
 * The demo organisation's herd: Angus and Brahman cow-calf pairs at Los Álamos with their herd
 * bulls, Holstein milkers at El Mezquite, three generations of lineage, three groups, and a
 * history of records (calves weighed monthly, services, pregnancy checks, calvings,
 * vaccinations, notes) dated back from today. Bulk inserts, then the derived state once.
 */
export async function seedDemoHerd(db: Db, places: DemoHerdPlaces, today = new Date()): Promise<void> {
  const { organizationId, createdBy } = places;
  const random = sequence(2026);
  const daysAgo = (days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Math.round(days) * DAY);
  const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
  if (!cattle) return;
  const breedRows = await db
    .select({ id: breeds.id, code: breeds.code })
    .from(breeds)
    .where(and(eq(breeds.speciesId, cattle.id), inArray(breeds.code, ['angus', 'brahman', 'brangus', 'holstein-friesian'])));
  const breedId = new Map(breedRows.map((row) => [row.code, row.id]));
  const groups = await db
    .insert(animalGroups)
    .values([
      { organizationId, name: 'Vacas en ordeña', description: 'Holsteins milked twice a day', farmId: places.mezquite.farmId, createdBy },
      { organizationId, name: 'Novillas', description: 'Replacement heifers before their first service', farmId: places.alamos.farmId, createdBy },
      { organizationId, name: 'Becerros', description: 'Calves until weaning', createdBy },
    ])
    .returning({ id: animalGroups.id });
  const groupId = { milking: groups[0]!.id, heifers: groups[1]!.id, calves: groups[2]!.id };

  const herd: Seed[] = [];
  const counters = { alamos: 0, mezquite: 0 };
  const cowNames = [...COW_NAMES];
  const bullNames = [...BULL_NAMES];
  const add = (seed: Omit<Seed, 'id' | 'tag' | 'nickname'> & { nickname?: string }) => {
    counters[seed.place] += 1;
    const prefix = seed.place === 'alamos' ? 'ALA' : 'MEZ';
    const nickname = seed.nickname ?? (seed.gender === 'female' ? cowNames.shift() : bullNames.shift()) ?? null;
    const animal: Seed = { ...seed, nickname, id: randomUUID(), tag: `${prefix}-${String(counters[seed.place]).padStart(4, '0')}` };
    herd.push(animal);
    return animal;
  };

  // The founders, bought in: two herd bulls, the beef cows, the Holstein cows and their bull.
  const donTono = add({ nickname: 'Don Toño', gender: 'male', breed: 'angus', born: daysAgo(7.5 * 365), place: 'alamos', categoryStage: 'bull' });
  const sultan = add({ nickname: 'Sultán', gender: 'male', breed: 'brahman', born: daysAgo(9 * 365), place: 'alamos', categoryStage: 'bull' });
  const capitan = add({ nickname: 'Capitán', gender: 'male', breed: 'holstein-friesian', born: daysAgo(8 * 365), place: 'mezquite', categoryStage: 'bull' });
  const beefCows = Array.from({ length: 12 }, (_, index) =>
    add({ gender: 'female', breed: index % 3 === 2 ? 'brahman' : 'angus', born: daysAgo((8 + random() * 3) * 365), place: 'alamos', categoryStage: 'cow' }),
  );
  const dairyCows = Array.from({ length: 9 }, () =>
    add({ gender: 'female', breed: 'holstein-friesian', born: daysAgo((6.5 + random() * 2) * 365), place: 'mezquite', group: 'milking', categoryStage: 'cow' }),
  );

  // Their offspring of three to five years ago: cows now, a few heifers still growing, steers.
  const secondGeneration = [...beefCows.slice(0, 8), ...dairyCows.slice(0, 6)].map((dam, index) => {
    const dairy = dam.place === 'mezquite';
    const ageYears = index % 4 === 3 ? 2 + random() * 0.4 : 3 + random() * 2;
    const gender: Gender = index % 5 === 4 ? 'male' : 'female';
    const sire = dairy ? capitan : dam.breed === 'brahman' ? sultan : donTono;
    const young = gender === 'female' && ageYears < 2.5;
    return add({
      gender,
      breed: dairy ? 'holstein-friesian' : dam.breed === sire.breed ? dam.breed : 'brangus',
      born: daysAgo(ageYears * 365),
      place: dam.place,
      dam,
      sire,
      group: young ? 'heifers' : dairy && gender === 'female' ? 'milking' : undefined,
      categoryStage: gender === 'male' ? 'steer' : young ? 'heifer' : 'cow',
    });
  });

  // This year's calves, from the founders and the second generation's cows.
  const mothers = [...beefCows, ...dairyCows.slice(0, 5), ...secondGeneration.filter((animal) => animal.categoryStage === 'cow')].slice(0, 22);
  const calves = mothers.map((dam, index) => {
    const dairy = dam.place === 'mezquite';
    const sire = dairy ? capitan : dam.breed === 'brahman' ? sultan : donTono;
    const ageDays = 20 + ((index * 37) % 330);
    return add({
      gender: index % 2 === 0 ? 'female' : 'male',
      breed: dairy ? 'holstein-friesian' : dam.breed === sire.breed ? dam.breed : 'brangus',
      born: daysAgo(ageDays),
      place: dam.place,
      dam,
      sire,
      group: 'calves',
      categoryStage: ageDays < 210 ? 'preWeaning' : 'weaned',
    });
  });

  const generations = [herd.filter((animal) => !animal.dam), secondGeneration, calves];
  const registered: AnimalRow[] = [];
  for (const generation of generations) {
    const rows = await db.insert(animals).values(
      generation.map((animal) => ({
        id: animal.id,
        organizationId,
        speciesId: cattle.id,
        gender: animal.gender,
        breedId: breedId.get(animal.breed) ?? null,
        classUse: animal.categoryStage === 'bull' ? 'breeding' : animal.place === 'mezquite' ? 'dairy' : 'beef',
        categoryStage: animal.categoryStage,
        tagNumber: animal.tag,
        tagCategory: 'visual',
        tagType: 'plastic',
        tagColour: animal.place === 'mezquite' ? 'yellow' : 'orange',
        nickname: animal.nickname,
        birthDate: animal.born.toISOString().slice(0, 10),
        birthWeight: animal.dam ? Math.round(30 + random() * 12) : null,
        birthEase: animal.dam ? 'noAssistance' : null,
        conceptionMethod: animal.dam ? (animal.place === 'mezquite' ? 'artificialInsemination' : 'naturalMating') : null,
        birthFarmId: animal.dam ? places[animal.place].farmId : null,
        damId: animal.dam?.id ?? null,
        sireId: animal.sire?.id ?? null,
        ownershipType: 'owned',
        breederSupplier: animal.dam ? null : animal.place === 'mezquite' ? 'Establo San Isidro' : 'Rancho El Porvenir',
        registrationDate: (animal.dam ? animal.born : daysAgo(FOUNDED)).toISOString().slice(0, 10),
        hornStatus: animal.breed === 'angus' ? 'polled' : animal.breed === 'brahman' ? 'horned' : 'dehorned',
        createdBy,
      })),
    ).returning();
    registered.push(...rows);
  }

  const records: (AnimalRecordWrite & { id: string })[] = [];
  const record = (animal: Seed, request: SeedRecordRequest, at: Date, extra: Record<string, unknown> = {}, id?: string) => {
    records.push(seedRecord(animal.id, request, at, extra, id));
  };
  const weigh = (animal: Seed, at: Date, kg: number) => record(animal, { type: 'weight', weight: { value: Math.round(kg * 10) / 10, unit: 'kg' }, method: 'scale' }, at);
  // A calf's first place and group were written by the calving that brought it.
  const calvingOf = new Map(herd.filter((animal) => animal.dam && calves.includes(animal)).map((calf) => [calf.id, randomUUID()]));

  for (const animal of herd) {
    const arrived = animal.dam ? animal.born : daysAgo(FOUNDED);
    const zoneId = animal.group === 'milking' ? places.mezquite.zoneId : animal.place === 'alamos' && animal.categoryStage === 'cow' ? places.alamos.zoneId : null;
    const madeBy = calvingOf.has(animal.id) ? { calvingRecordId: calvingOf.get(animal.id) } : {};
    record(animal, { type: 'movement', farmId: places[animal.place].farmId, zoneId }, arrived, madeBy);
    if (animal.group) record(animal, { type: 'groupChange', groupId: groupId[animal.group] }, arrived, madeBy);
    record(
      animal,
      { type: 'vaccination', vaccine: 'Clostridial 7 vías', dose: { value: 5, unit: 'mL' }, batch: 'CL-2291', nextDueOn: daysAgo(-200).toISOString().slice(0, 10) },
      daysAgo(150 + random() * 20),
    );
  }

  // Calves: weighed at birth and then every month, gaining about 0.8 kg a day.
  for (const calf of calves) {
    const ageDays = Math.round((today.getTime() - calf.born.getTime()) / DAY);
    const birthKg = 32 + random() * 8;
    for (let day = 0; day < ageDays; day += 30) weigh(calf, new Date(calf.born.getTime() + day * DAY), birthKg + day * (0.75 + random() * 0.15));
  }
  // Grown animals: their latest weighing.
  for (const animal of herd.filter((candidate) => !calves.includes(candidate))) {
    const base = animal.categoryStage === 'bull' ? 850 : animal.place === 'mezquite' ? 600 : animal.categoryStage === 'heifer' ? 380 : 520;
    weigh(animal, daysAgo(40 + random() * 30), base + random() * 80);
  }

  // Each calf's conception: a service, a pregnancy check and the calving that brought it.
  for (const calf of calves) {
    const dam = calf.dam!;
    const sire = calf.sire!;
    const served = new Date(calf.born.getTime() - GESTATION * DAY);
    const ai = dam.place === 'mezquite';
    const method = ai ? 'artificialInsemination' : 'naturalMating';
    record(dam, { type: 'service', method, sireId: sire.id, semenCode: ai ? 'HO-CAPITAN-0417' : null, technician: ai ? 'Mateo Ruiz' : null }, served);
    record(
      dam,
      { type: 'pregnancyCheck', result: 'pregnant', method: ai ? 'ultrasound' : 'palpation', fetusAgeDays: 45, expectedCalvingDate: calf.born.toISOString().slice(0, 10) },
      new Date(served.getTime() + 45 * DAY),
    );
    const newCalves = [{ tagNumber: calf.tag, gender: calf.gender, nickname: calf.nickname }];
    record(dam, { type: 'calving', birthEase: 'noAssistance', sireId: sire.id, calves: newCalves }, calf.born, { calfIds: [calf.id] }, calvingOf.get(calf.id));
  }
  // The heifers' first services, still waiting for their check.
  for (const heifer of secondGeneration.filter((animal) => animal.categoryStage === 'heifer')) {
    record(heifer, { type: 'service', method: 'naturalMating', sireId: donTono.id }, daysAgo(20 + random() * 10));
    record(heifer, { type: 'vaccination', vaccine: 'Brucelosis RB51', batch: 'RB-118' }, daysAgo(300));
  }
  // A steer sold at auction: the herd's one removed animal.
  const steer = secondGeneration.find((animal) => animal.categoryStage === 'steer' && animal.place === 'alamos');
  if (steer) record(steer, { type: 'removal', reason: 'sold', destination: 'Subasta ganadera de Cuauhtémoc' }, daysAgo(60));
  const notes: [Seed, string][] = [
    [beefCows[0]!, 'Buena madre, muy mansa'],
    [beefCows[4]!, 'Cojea de la pata trasera izquierda'],
    [dairyCows[2]!, 'Revisar pezuñas en la próxima visita'],
    [donTono, 'Toro principal del hato de Los Álamos'],
  ];
  for (const [animal, text] of notes) record(animal, { type: 'note', text }, daysAgo(10 + random() * 60));

  // Logged as the services log them, so an animal's Activity tab shows its history from the start.
  await recordActivities(
    db,
    registered.map((row) => ({ organizationId, actorId: createdBy ?? null, action: 'animal.create', entityType: 'animal', entityId: row.id, after: animalSnapshot(row) })),
  );
  const activity = records.map((row) => recordEntry('animalRecord.create', row.animalId, { after: row }));
  await writeAnimalRecords(db, { organizationId, userId: createdBy ?? null }, records, activity);
  await seedFinishingSteers(db, places, { cattleId: cattle.id, breedId, daysAgo });
}
