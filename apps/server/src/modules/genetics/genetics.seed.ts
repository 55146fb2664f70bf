import { randomUUID } from 'node:crypto';
import { GenotypeSimulator, type SimulatedAnimal } from '@ganado/parentage/testing';
import type { Gender } from '@ganado/shared/animals';
import { EVALUATED_TRAITS } from '@ganado/shared/genetics';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animals, breeds, geneticEvaluations, genotypes, species } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { sequence } from '../../seed/sequence';
import { recordActivities } from '../activity-log/activity-log.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from '../animals/records/records.ledger';
import { animalSnapshot } from '../animals/register/animals.present';
import type { AnimalRow } from '../animals/register/animals.repository';
import { evaluateHere } from './evaluations/evaluations.off-thread';
import { evaluateStored } from './evaluations/evaluations.run';
import { checkParentage } from './genotypes/parentage';
import { panelId as seedPanelRow } from './genotypes/genotypes.repository';
import { traitVariances } from './settings/settings.service';
import { upsertEntries } from './sheets/sheets.service';

const DAY = 86_400_000;
const HERD_CODE = 'ALA01';
/** Kilograms each bull passes on over the herd's average: his true genetic merit, which the evaluation has to find. */
const BULLS = [
  { nickname: 'Comanche', born: 7 * 365, registration: 'AAA 19544021', weaning: 14, birth: 1.6, yearling: 22, marbling: 60 },
  { nickname: 'Huracán', born: 6 * 365, registration: 'AAA 20118734', weaning: 6, birth: -1.2, yearling: 10, marbling: 20 },
] as const;
const COW_NAMES = ['Brisa', 'Alborada', 'Chula', 'Fortuna', 'Trigueña', 'Ventura', 'Serena', 'Quimera', 'Lucera', 'Candela'];

interface Calf {
  id: string;
  tag: string;
  gender: Gender;
  born: Date;
  sireId: string;
  damId: string;
  merit: { birth: number; weaning: number; yearling: number; marbling: number };
}

/**
 * The demo's beef breeding programme at Los Álamos (docs/decisions.md: genetics demo): two
 * registered Angus bulls and ten Angus cows bought in, then two spring calf crops by the farm's four
 * bulls out of its beef cows, each calf weighed at birth and the crop weaned and weighed on one day;
 * the older crop also weighed as yearlings, and six of its steers harvested with their carcass
 * measured. Every calf's sheet carries the herd and management codes. One evaluation is run on it
 * here, as the job would (a herd this size takes milliseconds), so a new user sees EPDs at once.
 */
export async function seedDemoGenetics(db: Db, demo: DemoOrganization, today = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const random = sequence(1919);
  const noise = (spread: number) => (random() + random() + random() - 1.5) * spread;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysAgo = (days: number) => new Date(midnight - Math.round(days) * DAY);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const [cattle] = await db.select({ id: species.id }).from(species).where(eq(species.code, 'cattle'));
  const [angus] = await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.code, 'angus'));
  if (!cattle) return;
  const herd = await db
    .select({ id: animals.id, nickname: animals.nickname, gender: animals.gender, categoryStage: animals.categoryStage, tagNumber: animals.tagNumber })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.classUse, ['beef', 'breeding'])));
  const farmBulls = herd.filter((animal) => animal.nickname === 'Don Toño' || animal.nickname === 'Sultán');
  const farmCows = herd.filter((animal) => animal.gender === 'female' && animal.categoryStage === 'cow' && animal.tagNumber.startsWith('ALA'));

  const bought = [
    ...BULLS.map((bull, index) => ({ id: randomUUID(), tag: `ALA-T${index + 1}`, nickname: bull.nickname, gender: 'male' as const, born: daysAgo(bull.born), registration: bull.registration })),
    ...COW_NAMES.map((name, index) => ({ id: randomUUID(), tag: `ALA-A${String(index + 1).padStart(2, '0')}`, nickname: name, gender: 'female' as const, born: daysAgo((5 + random() * 4) * 365), registration: `AAA ${20500000 + index * 137}` })),
  ];
  const base = { organizationId, speciesId: cattle.id, breedId: angus?.id ?? null, tagCategory: 'visual', tagType: 'plastic', tagColour: 'orange', ownershipType: 'owned', createdBy: adminId };
  const founders = await db
    .insert(animals)
    .values(
      bought.map((animal) => ({
        ...base,
        id: animal.id,
        gender: animal.gender,
        classUse: animal.gender === 'male' ? 'breeding' : 'beef',
        categoryStage: animal.gender === 'male' ? 'bull' : 'cow',
        tagNumber: animal.tag,
        nickname: animal.nickname,
        birthDate: day(animal.born),
        governmentRegistrationNumber: animal.registration,
        registrationDate: day(daysAgo(3 * 365)),
        breederSupplier: 'Asociación Mexicana de Angus',
        hornStatus: 'polled',
      })),
    )
    .returning();

  // Each bull's true merit; the farm's bulls are the herd's average, Sultán's crossbred calves lighter.
  const sires = [
    ...founders.filter((animal) => animal.gender === 'male').map((animal, index) => ({ id: animal.id, ...BULLS[index]! })),
    ...farmBulls.map((bull) => ({ id: bull.id, weaning: bull.nickname === 'Sultán' ? -8 : 0, birth: bull.nickname === 'Sultán' ? 0.8 : 0, yearling: bull.nickname === 'Sultán' ? -10 : 0, marbling: bull.nickname === 'Sultán' ? -70 : 0 })),
  ];
  const dams = [...founders.filter((animal) => animal.gender === 'female'), ...farmCows];
  const calves: (Calf & { crop: number })[] = [];
  for (const crop of [2, 1]) {
    const seasonStart = crop * 365 + 130;
    dams.forEach((dam, index) => {
      if (index % 7 === 6) return; // one cow in seven open that year
      const sire = sires[(index + crop) % sires.length]!;
      const gender: Gender = (index + crop) % 2 === 0 ? 'male' : 'female';
      calves.push({
        id: randomUUID(),
        tag: `ALA-${crop === 2 ? 'C' : 'D'}${String(calves.filter((calf) => calf.crop === crop).length + 1).padStart(2, '0')}`,
        gender,
        born: daysAgo(seasonStart - Math.floor(random() * 60)),
        sireId: sire.id,
        damId: dam.id,
        crop,
        merit: { birth: sire.birth / 2 + noise(1.5), weaning: sire.weaning / 2 + noise(10), yearling: sire.yearling / 2 + noise(15), marbling: sire.marbling / 2 + noise(40) },
      });
    });
  }
  const calfRows = await db
    .insert(animals)
    .values(
      calves.map((calf) => ({
        ...base,
        id: calf.id,
        gender: calf.gender,
        classUse: 'beef',
        categoryStage: calf.crop === 2 ? (calf.gender === 'male' ? 'steer' : 'heifer') : 'weaned',
        tagNumber: calf.tag,
        birthDate: day(calf.born),
        birthWeight: Math.round((33 + (calf.gender === 'male' ? 2 : 0) + calf.merit.birth + noise(2)) * 10) / 10,
        birthEase: 'noAssistance',
        conceptionMethod: 'naturalMating',
        birthFarmId: demo.alamos.farmId,
        damId: calf.damId,
        sireId: calf.sireId,
        registrationDate: day(calf.born),
        hornStatus: 'polled',
      })),
    )
    .returning();

  const records: AnimalRecordWrite[] = [];
  const weigh = (animalId: string, at: Date, kg: number) =>
    records.push({ animalId, type: 'weight', status: 'done', occurredAt: at, quantityValue: Math.round(kg * 10) / 10, quantityUnit: 'kg', details: { method: 'scale' } });
  for (const animal of [...founders, ...calfRows]) {
    records.push({ animalId: animal.id, type: 'movement', status: 'done', occurredAt: animal.birthDate && calves.some((calf) => calf.id === animal.id) ? new Date(`${animal.birthDate}T00:00:00Z`) : daysAgo(3 * 365), farmId: demo.alamos.farmId, zoneId: null });
  }
  const harvested = new Set<string>();
  const sheets: { animalId: string; entries: Record<string, unknown> }[] = [];
  for (const crop of [2, 1]) {
    const weaned = daysAgo(crop * 365 + 130 - 215);
    const yearlingDay = daysAgo(crop * 365 + 130 - 385);
    // The steers go to the packer together, 18 to 20 months old.
    const harvest = daysAgo(crop * 365 + 130 - 590);
    for (const calf of calves.filter((candidate) => candidate.crop === crop)) {
      const age = (weaned.getTime() - calf.born.getTime()) / DAY;
      const steer = crop === 2 && calf.gender === 'male' && harvested.size < 6;
      weigh(calf.id, weaned, 35 + age * (calf.gender === 'male' ? 0.92 : 0.85) + calf.merit.weaning + noise(12));
      const entries: Record<string, unknown> = { breederHerdCode: HERD_CODE, birthManagementCode: 'PARIDERO', managementPastureCode: 'AGOSTADERO', accuracyWeight: 'scale', weaningSex: steer ? 'steer' : undefined };
      if (crop === 2) {
        const yearlingAge = (yearlingDay.getTime() - calf.born.getTime()) / DAY;
        weigh(calf.id, yearlingDay, 35 + yearlingAge * (calf.gender === 'male' ? 1.0 : 0.85) + calf.merit.yearling + noise(18));
        Object.assign(entries, { yearlingHeight: Math.round(118 + noise(6)), managementFeedCode: 'CORRAL1', yearlingSex: steer ? 'steer' : undefined });
      }
      if (steer) {
        harvested.add(calf.id);
        Object.assign(entries, {
          daysOnFeed: 150,
          dateOnFeed: day(new Date(harvest.getTime() - 150 * DAY)),
          harvestDate: day(harvest),
          gradingDate: day(new Date(harvest.getTime() + 2 * DAY)),
          carcassSex: 'steer',
          carcassWeight: Math.round(330 + calf.merit.yearling / 2 + noise(15)),
          kph: 2,
          fatThickness: Math.round((11 + noise(3)) * 10) / 10,
          marbling: Math.round(450 + calf.merit.marbling + noise(40)),
          ribeyeArea: Math.round(80 + noise(6)),
        });
        records.push({ animalId: calf.id, type: 'removal', status: 'done', occurredAt: harvest, details: { reason: 'slaughtered', destination: 'Frigorífico de Cuauhtémoc' } });
      }
      sheets.push({ animalId: calf.id, entries: Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) });
    }
  }
  await recordActivities(db, [...founders, ...calfRows].map((row) => ({ organizationId, actorId: adminId, action: 'animal.create' as const, entityType: 'animal', entityId: row.id, after: animalSnapshot(row) })));
  await writeAnimalRecords(db, { organizationId, userId: adminId }, records);
  await upsertEntries(db, organizationId, adminId, sheets);

  const boughtBulls = founders.filter((animal) => animal.gender === 'male');
  const youngCrop = calfRows.filter((calf) => calves.find((seed) => seed.id === calf.id)!.crop === 1);
  await seedGenotypes(db, demo, [...boughtBulls, ...youngCrop.filter((calf) => boughtBulls.some((bull) => bull.id === calf.sireId)).slice(0, 6)], today);

  const [evaluation] = await db
    .insert(geneticEvaluations)
    .values({ organizationId, traits: [...EVALUATED_TRAITS], settings: await traitVariances(db, organizationId), status: 'running', startedAt: today, attempts: 1, createdBy: adminId })
    .returning();
  await evaluateStored({ db, clock: () => today, whenQuiet: async () => {}, stopping: () => false, solve: evaluateHere }, evaluation!);
}

/**
 * The lab's report of the two bought-in bulls and six calves of the young crop, on a 2,000-SNP chip,
 * drawn by the parentage package's Mendelian simulator from the calves' true parents: the first calf
 * recorded as Comanche's is Huracán's (a bull jumped the fence), which its genotype flags.
 */
async function seedGenotypes(db: Db, demo: DemoOrganization, animals: readonly AnimalRow[], today: Date): Promise<void> {
  const chip = new GenotypeSimulator({ seed: 2026, snps: 2_000, missingRate: 0.005 });
  const truth = new Map<string, SimulatedAnimal>();
  const bulls = animals.filter((animal) => animal.gender === 'male' && !animal.sireId);
  for (const bull of bulls) truth.set(bull.id, chip.founder(bull.tagNumber));
  const calves = animals.filter((animal) => animal.sireId);
  const panelId = await seedPanelRow(db, demo.organizationId, demo.adminId, chip.panel);
  const misrecorded = calves.find((calf) => calf.sireId === bulls[0]!.id);
  for (const calf of calves) {
    // Dams are not genotyped: a founder stands for each.
    const sire = calf === misrecorded ? truth.get(bulls[1]!.id)! : truth.get(calf.sireId!)!;
    truth.set(calf.id, chip.offspring(calf.tagNumber, sire, chip.founder(`${calf.tagNumber}-dam`)));
  }
  for (const animal of animals) {
    const sample = chip.genotyped(truth.get(animal.id)!);
    await db.insert(genotypes).values({
      organizationId: demo.organizationId,
      animalId: animal.id,
      panelId,
      technicianName: 'Rosa Medina',
      genoData: 'Neogen GGP Bovine, Laboratorio de Genética de Chihuahua',
      serviceNote: animal.sireId ? 'Pelo de la cola al destete' : 'Muestra de semen de la central',
      fileName: 'FinalReport_ALA_2026.txt',
      format: 'finalReport',
      sampleId: sample.sampleId,
      called: sample.called,
      calls: sample.genotypes,
      createdBy: demo.adminId,
    });
  }
  for (const calf of calves) await checkParentage(db, demo.organizationId, calf.id, today);
}
