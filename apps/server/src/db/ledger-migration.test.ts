import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KG_PER_LB } from '@ganado/shared/animals';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshAnimalState } from '../modules/animals/records/animals.state';
import { migrationsFolder } from '../paths';
import { createBlankTestDatabase } from '../test/database';
import type { Db } from './client';
import { migrationStatus, runMigrations } from './migrate';
import { rowsOf } from './rows';

/**
 * Migration 0009 (docs/decisions.md: one log) on a copy of a populated database: a demo-like farm
 * and a scaled-down animals bench written at the 0008 schema, where animal_records is still a
 * table. Every record must be found afterwards through the view with the same id and values, and
 * the animals' derived state must be what the old refresh made of it, and what the new one makes.
 */

/** The first migration this test holds back: the database is populated just before it. */
const LEDGER_MIGRATION = '0009_ledger';
/** A scaled-down bench/animals.bench.ts herd: enough for every kind of record, quick on PGlite. */
const BENCH_HERD = 300;
/** The day the data is dated from, fixed so the herd is the same on every run. */
const TODAY = Date.UTC(2025, 9, 1);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(TODAY - Math.round(days * DAY)).toISOString();
const dateOf = (iso: string) => iso.slice(0, 10);

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations whose journal stops before `tag`: drizzle applies what the journal lists. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ganado-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 1) throw new Error(`${tag} is not in the journal after another migration`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

async function lastJournalTag(): Promise<string | undefined> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.at(-1)?.tag;
}

// ---------------------------------------------------------------------------------------------
// Raw SQL writers for the 0008 schema (src/db/schema describes the schema after 0009).

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(db.execute(query));
  if (!row) throw new Error('expected a row');
  return row;
}

const idOf = async (db: Db, query: SQL) => (await one<{ id: string }>(db, query)).id;

interface Owner {
  organizationId: string;
  userId: string;
}

async function insertOwner(db: Db): Promise<Owner> {
  const organizationId = await idOf(db, sql`insert into organizations (name, code) values ('Ganadera Demo', 'demo-ledger') returning id`);
  const userId = await idOf(db, sql`
    insert into users (organization_id, email, first_name, last_name, role, status, verified)
    values (${organizationId}, 'lucia@ganadera.example', 'Lucía', 'Hernández', 'admin', 'active', true) returning id`);
  await db.execute(sql`update organizations set owner_id = ${userId} where id = ${organizationId}`);
  return { organizationId, userId };
}

type BreedCode = 'angus' | 'brahman' | 'brangus' | 'holstein-friesian';

async function insertCattle(db: Db): Promise<{ speciesId: string; breedId: Record<BreedCode, string> }> {
  const speciesId = await idOf(db, sql`insert into species (code, name, name_es) values ('cattle', 'Cattle', 'Bovino') returning id`);
  const rows = await rowsOf<{ id: string; code: BreedCode }>(
    db.execute(sql`
      insert into breeds (species_id, code, name)
      values (${speciesId}, 'angus', 'Angus'), (${speciesId}, 'brahman', 'Brahman'), (${speciesId}, 'brangus', 'Brangus'),
        (${speciesId}, 'holstein-friesian', 'Holstein-Friesian')
      returning id, code`),
  );
  return { speciesId, breedId: Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<BreedCode, string> };
}

const insertFarm = (db: Db, organizationId: string, name: string) =>
  idOf(db, sql`insert into farms (organization_id, name) values (${organizationId}, ${name}) returning id`);

const insertZone = (db: Db, organizationId: string, farmId: string, name: string) =>
  idOf(db, sql`
    insert into zones (organization_id, farm_id, name, area_square_meters, perimeter_meters)
    values (${organizationId}, ${farmId}, ${name}, 50000, 900) returning id`);

const insertGroup = (db: Db, organizationId: string, name: string, farmId: string | null) =>
  idOf(db, sql`insert into animal_groups (organization_id, name, farm_id) values (${organizationId}, ${name}, ${farmId}) returning id`);

interface AnimalRow {
  id: string;
  species_id: string;
  breed_id: string;
  tag_number: string;
  nickname: string | null;
  gender: 'female' | 'male';
  birth_date: string;
  category_stage: string;
  dam_id: string | null;
  sire_id: string | null;
}

async function insertAnimals(db: Db, organizationId: string, rows: AnimalRow[]) {
  // One statement: a dam inserted in the same statement as her calf satisfies the foreign key.
  await db.execute(sql`
    insert into animals (id, organization_id, species_id, breed_id, tag_number, nickname, gender, birth_date, category_stage, dam_id, sire_id)
    select r.id, ${organizationId}, r.species_id, r.breed_id, r.tag_number, r.nickname, r.gender, r.birth_date, r.category_stage, r.dam_id, r.sire_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, species_id uuid, breed_id uuid, tag_number text, nickname text,
      gender text, birth_date date, category_stage text, dam_id uuid, sire_id uuid)`);
}

/** An old animal_records row; what is left out takes the old table's defaults or null. */
interface RecordRow {
  id?: string;
  animal_id: string;
  type: string;
  status?: 'done' | 'planned';
  occurred_at: string;
  quantity_value?: number;
  quantity_unit?: string;
  farm_id?: string;
  zone_id?: string | null;
  group_id?: string;
  related_animal_id?: string;
  task_id?: string;
  details?: Record<string, unknown>;
  notes?: string;
  created_at?: string;
}

async function insertRecords(db: Db, owner: Owner, rows: RecordRow[]) {
  // Audit columns differ from the record's date and from each other, so their copy is checked too.
  await db.execute(sql`
    insert into animal_records (id, organization_id, animal_id, type, status, occurred_at, quantity_value, quantity_unit, farm_id, zone_id,
      group_id, related_animal_id, task_id, details, notes, created_at, updated_at, created_by)
    select coalesce(r.id, gen_random_uuid()), ${owner.organizationId}, r.animal_id, r.type, coalesce(r.status, 'done'), r.occurred_at,
      r.quantity_value, r.quantity_unit, r.farm_id, r.zone_id, r.group_id, r.related_animal_id, r.task_id, coalesce(r.details, '{}'), r.notes,
      coalesce(r.created_at, r.occurred_at + interval '2 hours'), coalesce(r.created_at, r.occurred_at + interval '2 hours') + interval '5 minutes',
      ${owner.userId}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, animal_id uuid, type text, status text, occurred_at timestamptz,
      quantity_value numeric, quantity_unit text, farm_id uuid, zone_id uuid, group_id uuid, related_animal_id uuid, task_id uuid,
      details jsonb, notes text, created_at timestamptz)`);
}

// ---------------------------------------------------------------------------------------------
// The demo farm, as modules/animals/animals.seed.ts wrote it before the ledger (git history).

interface Places {
  alamos: { farmId: string; zoneId: string; southZoneId: string };
  mezquite: { farmId: string; zoneId: string };
  groups: { milking: string; heifers: string; calves: string };
}

interface Seed {
  row: AnimalRow;
  breed: BreedCode;
  place: 'alamos' | 'mezquite';
  group?: keyof Places['groups'];
  dam?: Seed;
  sire?: Seed;
  /** Days since the animal was born (calves) or bought in (founders). */
  arrivedDaysAgo: number;
}

/** A fixed sequence, so the herd is the same on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface DemoHerd {
  herd: Seed[];
  bulls: { donTono: Seed; sultan: Seed; capitan: Seed };
  beefCows: Seed[];
  dairyCows: Seed[];
  secondGeneration: Seed[];
  calves: Seed[];
}

function demoHerd(speciesId: string, breedId: Record<BreedCode, string>, random: () => number): DemoHerd {
  const herd: Seed[] = [];
  const add = (breed: BreedCode, gender: AnimalRow['gender'], stage: string, bornDaysAgo: number, seed: Pick<Seed, 'place' | 'group' | 'dam' | 'sire'>) => {
    const tag = `${seed.place === 'alamos' ? 'ALA' : 'MEZ'}-${String(herd.length + 1).padStart(4, '0')}`;
    const row: AnimalRow = {
      id: randomUUID(), species_id: speciesId, breed_id: breedId[breed], tag_number: tag, nickname: herd.length % 3 === 0 ? null : `Animal ${tag}`,
      gender, birth_date: dateOf(daysAgo(bornDaysAgo)), category_stage: stage, dam_id: seed.dam?.row.id ?? null, sire_id: seed.sire?.row.id ?? null,
    };
    const animal: Seed = { ...seed, row, breed, arrivedDaysAgo: seed.dam ? bornDaysAgo : 6 * 365 };
    herd.push(animal);
    return animal;
  };
  const donTono = add('angus', 'male', 'bull', 7.5 * 365, { place: 'alamos' });
  const sultan = add('brahman', 'male', 'bull', 9 * 365, { place: 'alamos' });
  const capitan = add('holstein-friesian', 'male', 'bull', 8 * 365, { place: 'mezquite' });
  const beefCows = Array.from({ length: 12 }, (_, index) => add(index % 3 === 2 ? 'brahman' : 'angus', 'female', 'cow', (8 + random() * 3) * 365, { place: 'alamos' }));
  const dairyCows = Array.from({ length: 9 }, () => add('holstein-friesian', 'female', 'cow', (6.5 + random() * 2) * 365, { place: 'mezquite', group: 'milking' }));
  const sireOf = (dam: Seed) => (dam.place === 'mezquite' ? capitan : dam.breed === 'brahman' ? sultan : donTono);
  const breedOf = (dam: Seed, sire: Seed): BreedCode => (dam.breed === sire.breed ? dam.breed : 'brangus');

  const secondGeneration = [...beefCows.slice(0, 8), ...dairyCows.slice(0, 6)].map((dam, index) => {
    const sire = sireOf(dam);
    const male = index % 5 === 4;
    const young = !male && index % 4 === 3;
    const group = young ? 'heifers' : dam.place === 'mezquite' && !male ? 'milking' : undefined;
    const stage = male ? 'steer' : young ? 'heifer' : 'cow';
    return add(breedOf(dam, sire), male ? 'male' : 'female', stage, (young ? 2 : 3 + random() * 2) * 365, { place: dam.place, dam, sire, group });
  });
  const mothers = [...beefCows, ...dairyCows.slice(0, 5), ...secondGeneration.filter((animal) => animal.row.category_stage === 'cow')].slice(0, 22);
  const calves = mothers.map((dam, index) => {
    const sire = sireOf(dam);
    const ageDays = 20 + ((index * 37) % 330);
    const stage = ageDays < 210 ? 'preWeaning' : 'weaned';
    return add(breedOf(dam, sire), index % 2 === 0 ? 'female' : 'male', stage, ageDays, { place: dam.place, dam, sire, group: 'calves' });
  });
  return { herd, bulls: { donTono, sultan, capitan }, beefCows, dairyCows, secondGeneration, calves };
}

/** Each animal's arrival (place and group) and vaccination; a calf's first ones name the calving that brought it. */
function arrivalRecords(demo: DemoHerd, places: Places, calvingOf: Map<string, string>, random: () => number): RecordRow[] {
  return demo.herd.flatMap((animal) => {
    const at = daysAgo(animal.arrivedDaysAgo);
    const cow = animal.place === 'alamos' && animal.row.category_stage === 'cow';
    const zoneId = animal.group === 'milking' ? places.mezquite.zoneId : cow ? places.alamos.zoneId : null;
    const madeBy = calvingOf.has(animal.row.id) ? { calvingRecordId: calvingOf.get(animal.row.id) } : {};
    const rows: RecordRow[] = [{ animal_id: animal.row.id, type: 'movement', occurred_at: at, farm_id: places[animal.place].farmId, zone_id: zoneId, details: madeBy }];
    if (animal.group) rows.push({ animal_id: animal.row.id, type: 'groupChange', occurred_at: at, group_id: places.groups[animal.group], details: madeBy });
    rows.push({
      animal_id: animal.row.id, type: 'vaccination', occurred_at: daysAgo(150 + random() * 20), quantity_value: 5, quantity_unit: 'mL',
      details: { vaccine: 'Clostridial 7 vías', batch: 'CL-2291', nextDueOn: dateOf(daysAgo(-200)) },
    });
    return rows;
  });
}

/** Calves weighed monthly from birth, about 0.8 kg a day; grown animals their latest weighing. */
function weightRecords(demo: DemoHerd, random: () => number): RecordRow[] {
  const weigh = (animal: Seed, at: string, kg: number): RecordRow =>
    ({ animal_id: animal.row.id, type: 'weight', occurred_at: at, quantity_value: Math.round(kg * 10) / 10, quantity_unit: 'kg', details: { method: 'scale' } });
  const calfWeights = demo.calves.flatMap((calf) => {
    const birthKg = 32 + random() * 8;
    const days = Array.from({ length: Math.ceil(calf.arrivedDaysAgo / 30) }, (_, month) => month * 30);
    return days.map((day) => weigh(calf, daysAgo(calf.arrivedDaysAgo - day), birthKg + day * (0.75 + random() * 0.15)));
  });
  const grown = demo.herd.filter((animal) => !demo.calves.includes(animal));
  const base = (animal: Seed) => (animal.row.category_stage === 'bull' ? 850 : animal.place === 'mezquite' ? 600 : animal.row.category_stage === 'heifer' ? 380 : 520);
  return [...calfWeights, ...grown.map((animal) => weigh(animal, daysAgo(40 + random() * 30), base(animal) + random() * 80))];
}

/** Each calf's service (its sire the related animal), pregnancy check and calving; the heifers' first services. */
function reproductionRecords(demo: DemoHerd, calvingOf: Map<string, string>, random: () => number): RecordRow[] {
  const rows = demo.calves.flatMap((calf): RecordRow[] => {
    const [dam, sire] = [calf.dam!, calf.sire!];
    const served = calf.arrivedDaysAgo + 283;
    const ai = dam.place === 'mezquite';
    return [
      {
        animal_id: dam.row.id, type: 'service', occurred_at: daysAgo(served), related_animal_id: sire.row.id,
        details: { method: ai ? 'artificialInsemination' : 'naturalMating', semenCode: ai ? 'HO-CAPITAN-0417' : null, technician: ai ? 'Mateo Ruiz' : null },
      },
      {
        animal_id: dam.row.id, type: 'pregnancyCheck', occurred_at: daysAgo(served - 45),
        details: { result: 'pregnant', method: ai ? 'ultrasound' : 'palpation', fetusAgeDays: 45, expectedCalvingDate: calf.row.birth_date },
      },
      {
        id: calvingOf.get(calf.row.id), animal_id: dam.row.id, type: 'calving', occurred_at: daysAgo(calf.arrivedDaysAgo), related_animal_id: sire.row.id,
        details: { birthEase: 'noAssistance', calfIds: [calf.row.id] },
      },
    ];
  });
  for (const heifer of demo.secondGeneration.filter((animal) => animal.row.category_stage === 'heifer')) {
    rows.push({ animal_id: heifer.row.id, type: 'service', occurred_at: daysAgo(20 + random() * 10), related_animal_id: demo.bulls.donTono.row.id, details: { method: 'naturalMating' } });
    rows.push({ animal_id: heifer.row.id, type: 'vaccination', occurred_at: daysAgo(300), details: { vaccine: 'Brucelosis RB51', batch: 'RB-118' } });
  }
  return rows;
}

/** The steer sold at auction, and the notes kept on a few animals. */
function otherRecords(demo: DemoHerd, random: () => number): RecordRow[] {
  const steer = demo.secondGeneration.find((animal) => animal.row.category_stage === 'steer' && animal.place === 'alamos')!;
  const notes: [Seed, string][] = [
    [demo.beefCows[0]!, 'Buena madre, muy mansa'],
    [demo.beefCows[4]!, 'Cojea de la pata trasera izquierda'],
    [demo.dairyCows[2]!, 'Revisar pezuñas en la próxima visita'],
    [demo.bulls.donTono, 'Toro principal del hato de Los Álamos'],
  ];
  return [
    { animal_id: steer.row.id, type: 'removal', occurred_at: daysAgo(60), details: { reason: 'sold', destination: 'Subasta ganadera de Cuauhtémoc' }, notes: 'Pagado al contado' },
    ...notes.map(([animal, text]): RecordRow => ({ animal_id: animal.row.id, type: 'note', occurred_at: daysAgo(10 + random() * 60), details: { text } })),
  ];
}

async function seedDemoFarm(db: Db, owner: Owner, cattle: Awaited<ReturnType<typeof insertCattle>>) {
  const { organizationId } = owner;
  const alamos = await insertFarm(db, organizationId, 'Los Álamos');
  const mezquite = await insertFarm(db, organizationId, 'El Mezquite');
  const places: Places = {
    alamos: { farmId: alamos, zoneId: await insertZone(db, organizationId, alamos, 'Potrero Norte'), southZoneId: await insertZone(db, organizationId, alamos, 'Potrero Sur') },
    mezquite: { farmId: mezquite, zoneId: await insertZone(db, organizationId, mezquite, 'Corral de ordeña') },
    groups: {
      milking: await insertGroup(db, organizationId, 'Vacas en ordeña', mezquite),
      heifers: await insertGroup(db, organizationId, 'Novillas', alamos),
      calves: await insertGroup(db, organizationId, 'Becerros', null),
    },
  };
  const random = sequence(2026);
  const demo = demoHerd(cattle.speciesId, cattle.breedId, random);
  await insertAnimals(db, organizationId, demo.herd.map((animal) => animal.row));
  const calvingOf = new Map(demo.calves.map((calf) => [calf.row.id, randomUUID()]));
  await insertRecords(db, owner, [
    ...arrivalRecords(demo, places, calvingOf, random),
    ...weightRecords(demo, random),
    ...reproductionRecords(demo, calvingOf, random),
    ...otherRecords(demo, random),
  ]);
  return { demo, places };
}

// ---------------------------------------------------------------------------------------------
// What the migration has to get exactly right, beyond the demo's ordinary records.

/** Ids chosen so the tie-break by id has a known winner: the highest uuid is inserted first. */
const TIE = { winner: 'ffffffff-0000-4000-8000-000000000001', loser: '00000000-0000-4000-8000-000000000001' };
const TIE_MOVEMENT = { winner: 'ffffffff-0000-4000-8000-000000000002', loser: '00000000-0000-4000-8000-000000000002' };

interface Cases {
  tieAnimal: string;
  lbAnimal: string;
  taskId: string;
  /** Record id and the occurrence index the migration must find for it. */
  matched: { id: string; occurrenceIndex: number }[];
  dangling: string;
}

async function insertTask(db: Db, owner: Owner, farmId: string): Promise<string> {
  const taskId = await idOf(db, sql`
    insert into tasks (organization_id, name, category, farm_id, start_at, end_at, time_zone, repeat, created_by)
    values (${owner.organizationId}, 'Vacunación de becerros', 'healthRecord', ${farmId}, ${daysAgo(30)}, ${daysAgo(30)}::timestamptz + interval '1 hour',
      'America/Mexico_City', '{"frequency": "weekly"}'::jsonb, ${owner.userId}) returning id`);
  // Three completions: two that wrote records, and one nearer the second record that wrote none.
  await db.execute(sql`
    insert into task_occurrences (organization_id, task_id, occurrence_index, completed_at, completed_by, record_count)
    values (${owner.organizationId}, ${taskId}, 0, ${daysAgo(30)}, ${owner.userId}, 1),
      (${owner.organizationId}, ${taskId}, 2, ${daysAgo(16)}, ${owner.userId}, 1),
      (${owner.organizationId}, ${taskId}, 3, ${daysAgo(15.85)}, ${owner.userId}, 0)`);
  return taskId;
}

async function seedEdgeCases(db: Db, owner: Owner, { demo, places }: Awaited<ReturnType<typeof seedDemoFarm>>): Promise<Cases> {
  const taskId = await insertTask(db, owner, places.alamos.farmId);
  const [cow, capitan, milker, calf] = [demo.beefCows[1]!, demo.bulls.capitan, demo.dairyCows[0]!, demo.calves[0]!];
  const tieAt = daysAgo(2);
  const matched = [{ id: randomUUID(), occurrenceIndex: 0 }, { id: randomUUID(), occurrenceIndex: 2 }];
  const dangling = randomUUID();
  const vaccination = { type: 'vaccination', quantity_value: 5, quantity_unit: 'mL', task_id: taskId, details: { vaccine: 'Clostridial 7 vías' } };
  await insertRecords(db, owner, [
    // The tie: the winner first, so neither the insertion order nor the physical order decides.
    { id: TIE.winner, animal_id: cow.row.id, type: 'weight', occurred_at: tieAt, quantity_value: 545.5, quantity_unit: 'kg', details: { method: 'scale' } },
    { id: TIE.loser, animal_id: cow.row.id, type: 'weight', occurred_at: tieAt, quantity_value: 538, quantity_unit: 'kg', details: { method: 'tape' } },
    { id: TIE_MOVEMENT.winner, animal_id: cow.row.id, type: 'movement', occurred_at: tieAt, farm_id: places.alamos.farmId, zone_id: places.alamos.southZoneId },
    { id: TIE_MOVEMENT.loser, animal_id: cow.row.id, type: 'movement', occurred_at: tieAt, farm_id: places.alamos.farmId, zone_id: places.alamos.zoneId },
    { animal_id: capitan.row.id, type: 'weight', occurred_at: daysAgo(5), quantity_value: 1870, quantity_unit: 'lb', details: { method: 'tape' }, notes: 'Báscula descompuesta' },
    { animal_id: milker.row.id, type: 'milk', occurred_at: daysAgo(1), quantity_value: 28.5, quantity_unit: 'L', details: { session: 'morning' } },
    // Planned records, later than everything done: the derived state must ignore them.
    { animal_id: cow.row.id, type: 'weight', status: 'planned', occurred_at: daysAgo(-7), quantity_value: 560, quantity_unit: 'kg' },
    { animal_id: cow.row.id, type: 'removal', status: 'planned', occurred_at: daysAgo(-30), details: { reason: 'sold' } },
    { animal_id: milker.row.id, type: 'movement', status: 'planned', occurred_at: daysAgo(-3), farm_id: places.alamos.farmId, zone_id: null },
    // Written by the task's completions in the same transaction: created at the completion's instant.
    { ...vaccination, id: matched[0]!.id, animal_id: calf.row.id, occurred_at: daysAgo(30), created_at: daysAgo(30) },
    { ...vaccination, id: matched[1]!.id, animal_id: calf.row.id, occurred_at: daysAgo(16), created_at: daysAgo(15.9) },
    { ...vaccination, id: dangling, animal_id: calf.row.id, occurred_at: daysAgo(12), task_id: randomUUID() },
  ]);
  return { tieAnimal: cow.row.id, lbAnimal: capitan.row.id, taskId, matched, dangling };
}

// ---------------------------------------------------------------------------------------------
// The herd of bench/animals.bench.ts (seedHerd), scaled down: a year of records in set-based SQL.

async function seedBench(db: Db, owner: Owner, cattle: Awaited<ReturnType<typeof insertCattle>>) {
  const { organizationId } = owner;
  const farmId = await insertFarm(db, organizationId, 'Rancho Benchmark');
  const zoneIds: string[] = [];
  for (let z = 1; z <= 8; z += 1) zoneIds.push(await insertZone(db, organizationId, farmId, `Potrero B${z}`));
  const groupIds: string[] = [];
  for (let g = 1; g <= 20; g += 1) groupIds.push(await insertGroup(db, organizationId, `Lote ${g}`, null));
  const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
  const breedIds = Object.values(cattle.breedId);
  await db.execute(sql`
    insert into animals (organization_id, species_id, gender, breed_id, tag_number, nickname, birth_date, category_stage, twin)
    select ${organizationId}, ${cattle.speciesId}, case when i % 2 = 0 then 'female' else 'male' end,
      (${uuids(breedIds)})[1 + i % ${breedIds.length}], 'BN-' || lpad(i::text, 6, '0'),
      case when i % 7 = 0 then 'Chula ' || i end, date '2012-01-01' + (i % 4000), case when i % 2 = 0 then 'cow' else 'steer' end, i % 50 = 0
    from generate_series(1, ${BENCH_HERD}) i`);
  const bench = sql`a.organization_id = ${organizationId} and a.tag_number like 'BN-%'`;
  const n = sql`(('x' || substr(a.id::text, 1, 8))::bit(32)::int & 1023)`;
  const each = (select: SQL) =>
    db.execute(sql`
      insert into animal_records (organization_id, animal_id, type, status, occurred_at, quantity_value, quantity_unit, farm_id, zone_id, group_id,
        details, notes, created_by)
      ${select}`);
  await each(sql`select a.organization_id, a.id, 'weight', 'done', timestamptz '2024-11-01' + make_interval(days => m * 30 + ${n} % 20),
      200 + m * 12 + ${n} % 90, 'kg', null, null, null, '{}'::jsonb, null, ${owner.userId}::uuid
    from animals a cross join generate_series(0, 11) m where ${bench}`);
  await each(sql`select a.organization_id, a.id, 'movement', 'done', timestamptz '2024-10-01', null, null, ${farmId}::uuid,
      (${uuids(zoneIds)})[1 + ${n} % ${zoneIds.length}], null, '{}'::jsonb, null, ${owner.userId}::uuid from animals a where ${bench}`);
  await each(sql`select a.organization_id, a.id, 'groupChange', 'done', timestamptz '2024-10-02', null, null, null, null,
      (${uuids(groupIds)})[1 + ${n} % ${groupIds.length}], '{}'::jsonb, null, ${owner.userId}::uuid from animals a where ${bench} and ${n} % 5 <> 0`);
  await each(sql`select a.organization_id, a.id, 'vaccination', 'done', timestamptz '2025-03-15', 5, 'mL', null, null, null,
      '{"vaccine": "Clostridial 8"}'::jsonb, null, ${owner.userId}::uuid from animals a where ${bench}`);
  await each(sql`select a.organization_id, a.id, 'note', 'done', timestamptz '2025-06-01', null, null, null, null, null,
      '{"text": "Revisión anual"}'::jsonb, case when ${n} % 2 = 0 then 'Vista por el veterinario' end, ${owner.userId}::uuid
    from animals a where ${bench} and ${n} % 3 = 0`);
  await each(sql`select a.organization_id, a.id, 'removal', 'done', timestamptz '2025-09-01', null, null, null, null, null,
      '{"reason": "sold"}'::jsonb, null, ${owner.userId}::uuid from animals a where ${bench} and ${n} % 33 = 0`);
}

/**
 * The derived state as the code before the ledger set it: the statement of refreshAnimalState
 * over the animal_records table (modules/animals/animals.state.ts in the commit before 0009), for
 * every animal of the organisation. Latest done record by occurred_at, then by id.
 */
async function oldRefresh(db: Db, organizationId: string) {
  const latest = (type: string, alias: string, columns: string) =>
    sql.raw(`left join lateral (
      select ${columns} from animal_records r
      where r.organization_id = x.organization_id and r.animal_id = x.id and r.type = '${type}' and r.status = 'done'
      order by r.occurred_at desc, r.id desc limit 1
    ) ${alias} on true`);
  await db.execute(sql`
    update animals as a set
      status = case when s.removed_at is null then 'active' else 'removed' end,
      removed_at = s.removed_at, farm_id = s.farm_id, zone_id = s.zone_id, group_id = s.group_id,
      current_weight_kg = s.weight_kg, current_weight_on = s.weighed_at
    from (
      select x.id, removal.occurred_at as removed_at, movement.farm_id, movement.zone_id, grouping.group_id,
        case weight.quantity_unit when 'lb' then weight.quantity_value * ${KG_PER_LB} else weight.quantity_value end as weight_kg,
        weight.occurred_at as weighed_at
      from animals x
      ${latest('removal', 'removal', 'r.occurred_at')}
      ${latest('movement', 'movement', 'r.farm_id, r.zone_id')}
      ${latest('groupChange', 'grouping', 'r.group_id')}
      ${latest('weight', 'weight', 'r.quantity_value, r.quantity_unit, r.occurred_at')}
      where x.organization_id = ${organizationId}
    ) s
    where a.id = s.id`);
}

// ---------------------------------------------------------------------------------------------
// Snapshots.

interface DerivedState {
  id: string;
  status: string;
  removed_at: Date | string | null;
  farm_id: string | null;
  zone_id: string | null;
  group_id: string | null;
  current_weight_kg: string | number | null;
  current_weight_on: Date | string | null;
}

type RecordSnapshot = Record<string, unknown> & { id: string; task_id: string | null };

const recordsNow = (db: Db) => rowsOf<RecordSnapshot>(db.execute(sql`select * from animal_records order by id`));
const derivedNow = (db: Db) =>
  rowsOf<DerivedState>(
    db.execute(sql`select id, status, removed_at, farm_id, zone_id, group_id, current_weight_kg, current_weight_on from animals order by id`),
  );

// ---------------------------------------------------------------------------------------------

const database = await createBlankTestDatabase();
const heldBack = await migrationsBefore(LEDGER_MIGRATION);
afterAll(async () => {
  await database.close();
  await rm(heldBack, { recursive: true, force: true });
});
const { db } = database;

await runMigrations(database, heldBack);
const statusBefore = await migrationStatus(database);
const owner = await insertOwner(db);
const cattle = await insertCattle(db);
const demoFarm = await seedDemoFarm(db, owner, cattle);
const cases = await seedEdgeCases(db, owner, demoFarm);
await seedBench(db, owner, cattle);
await oldRefresh(db, owner.organizationId);

const before = { records: await recordsNow(db), animals: await derivedNow(db) };
const registered = await rowsOf<{ id: string; kind: string; organization_id: string }>(
  db.execute(sql`
    select id, 'farm' as kind, organization_id from farms union all select id, 'zone', organization_id from zones
    union all select id, 'group', organization_id from animal_groups union all select id, 'animal', organization_id from animals
    order by id`),
);

await runMigrations(database, migrationsFolder);

describe('migration 0009 on a populated database', () => {
  it('starts from the schema before the ledger, with every kind of record the migration must carry', async () => {
    expect(statusBefore.migration).toBe('0008_row_level_security');
    expect((await migrationStatus(database)).migration).toBe(await lastJournalTag());
    expect(before.records.length).toBeGreaterThan(BENCH_HERD * 14);
    const types = new Set(before.records.map((record) => record.type));
    for (const type of ['weight', 'movement', 'groupChange', 'vaccination', 'note', 'removal', 'service', 'pregnancyCheck', 'calving', 'milk']) {
      expect(types, type).toContain(type);
    }
    expect(before.records.filter((record) => record.status === 'planned')).toHaveLength(3);
    expect(before.records.some((record) => record.type === 'service' && record.related_animal_id !== null)).toBe(true);
    // The old refresh resolved the tie by id, converted the pounds and ignored the planned records.
    const tie = before.animals.find((animal) => animal.id === cases.tieAnimal)!;
    expect({ weight: Number(tie.current_weight_kg), zone: tie.zone_id, status: tie.status }).toEqual({
      weight: 545.5,
      zone: demoFarm.places.alamos.southZoneId,
      status: 'active',
    });
    const pounds = before.animals.find((animal) => animal.id === cases.lbAnimal)!;
    expect(Number(pounds.current_weight_kg)).toBeCloseTo(1870 * KG_PER_LB, 6);
    expect(before.animals.filter((animal) => animal.status === 'removed').length).toBeGreaterThan(1);
  });

  it('finds every record through the view with the same id and values; only the dangling task id is dropped', async () => {
    const expected = before.records.map((record) => (record.id === cases.dangling ? { ...record, task_id: null } : record));
    expect(await recordsNow(db)).toEqual(expected);
    expect(before.records.find((record) => record.id === cases.dangling)?.task_id).not.toBeNull();
  });

  it('links each task record to the completion that wrote it', async () => {
    const events = await rowsOf<{ id: string; task_id: string | null; occurrence_index: number | null }>(
      db.execute(sql`select id, task_id, occurrence_index from events where id = any(${`{${[...cases.matched.map((m) => m.id), cases.dangling].join(',')}}`}::uuid[]) order by id`),
    );
    const expected = [
      ...cases.matched.map((m) => ({ id: m.id, task_id: cases.taskId, occurrence_index: m.occurrenceIndex })),
      { id: cases.dangling, task_id: null, occurrence_index: null },
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(events).toEqual(expected);
  });

  it('leaves the animals’ derived state as the old code set it, and the new refresh changes nothing', async () => {
    expect(await derivedNow(db)).toEqual(before.animals);
    await refreshAnimalState(db, owner.organizationId, before.animals.map((animal) => animal.id));
    expect(await derivedNow(db)).toEqual(before.animals);
  });

  it('registers every farm, zone, group and animal as an asset of its kind', async () => {
    const assets = await rowsOf<{ id: string; kind: string; organization_id: string }>(
      db.execute(sql`select id, kind, organization_id from assets order by id`),
    );
    expect(assets).toEqual(registered);
  });
});
