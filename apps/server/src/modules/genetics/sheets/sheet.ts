import { animalPerformance, damAgeYears, dayOf } from '@ganado/performance';
import type { WeightUnit } from '@ganado/shared/animals';
import { toKilograms } from '@ganado/shared/animals';
import { type CalfSex, type EpdData, type EpdFieldName, GROUP_TRAITS, type GroupTrait, type Season } from '@ganado/shared/genetics';
import type { SheetAnimal, SheetEntry, SheetGroup } from './sheets.repository';

export interface SheetWeighing {
  occurredAt: Date;
  value: number | null;
  unit: string | null;
}

/** What one animal's sheet is made from. */
export interface SheetSources {
  animal: SheetAnimal;
  entry: SheetEntry | undefined;
  weighings: readonly SheetWeighing[];
  groups: readonly SheetGroup[];
}

/**
 * Meteorological seasons by the birth month, turned for the southern hemisphere when the farm lies
 * south of the equator (a calf born in March is an autumn calf in Argentina).
 */
export function seasonOf(birthDate: string, latitude: number | null): Season {
  const month = Number(birthDate.slice(5, 7));
  const northern: Season[] = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'];
  const season = northern[month - 1]!;
  if (latitude === null || latitude >= 0) return season;
  return ({ winter: 'summer', spring: 'autumn', summer: 'winter', autumn: 'spring' } as const)[season];
}

/** The sex a calf is weighed as when the sheet does not say: entire, as born. */
const asBorn = (gender: string): CalfSex => (gender === 'male' ? 'bull' : 'heifer');
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** The weighings the sheet uses and their BIF adjustments, from `@ganado/performance` (cattle only). */
export function weaningAndYearling({ animal, weighings }: Pick<SheetSources, 'animal' | 'weighings'>) {
  const performance = animalPerformance({
    speciesCode: animal.speciesCode,
    gender: animal.gender,
    birthDate: animal.birthDate,
    birthWeight: animal.birthWeight === null ? null : { value: animal.birthWeight, unit: animal.birthWeightUnit as WeightUnit },
    damBirthDate: animal.damBirthDate,
    weighings: weighings.filter((weighing) => weighing.value !== null).map((weighing) => ({ on: dayOf(weighing.occurredAt), value: weighing.value!, unit: weighing.unit as WeightUnit })),
    milk: [],
    scrotal: null,
  });
  return { weaning: performance.adjusted205, yearling: performance.adjusted365 };
}

/** Sheets already made of sources loaded once: an evaluation reads each animal's for every trait and group. */
const made = new WeakMap<SheetSources, EpdData>();

/** An animal's EPD sheet: every field from its one source (docs/decisions.md: EPD data). */
export function sheetOf(sources: SheetSources): EpdData {
  let sheet = made.get(sources);
  if (!sheet) {
    sheet = makeSheet(sources);
    made.set(sources, sheet);
  }
  return sheet;
}

function makeSheet(sources: SheetSources): EpdData {
  const { animal, entry } = sources;
  const { weaning, yearling } = weaningAndYearling(sources);
  const group = (trait: GroupTrait) => sources.groups.find((membership) => membership.trait === trait) ?? null;
  const damAge = animal.birthDate ? damAgeYears(animal.damBirthDate, animal.birthDate) : null;
  const fields: Record<EpdFieldName, number | string | boolean | null> = {
    regNo: animal.registrationNumber,
    internationalId: entry?.internationalId ?? null,
    location: entry?.location ?? animal.farmName,
    animalName: animal.nickname ?? animal.tagNumber,
    gender: animal.gender,
    additionalIdMethod: entry?.additionalIdMethod ?? null,
    damId: animal.damId ? (animal.damRegistrationNumber ?? animal.damTag) : null,
    sireId: animal.sireId ? (animal.sireRegistrationNumber ?? animal.sireTag) : null,
    dateOfBirth: animal.birthDate,
    breederHerdCode: entry?.breederHerdCode ?? null,
    seasonOfBirth: animal.birthDate ? seasonOf(animal.birthDate, animal.farmLatitude) : null,
    birthYear: animal.birthDate ? Number(animal.birthDate.slice(0, 4)) : null,
    birthManagementCode: entry?.birthManagementCode ?? null,
    birthWeight: animal.birthWeight === null ? null : round(toKilograms(animal.birthWeight, animal.birthWeightUnit as WeightUnit)),
    primaryBreed: animal.breed,
    secondaryBreed: entry?.secondaryBreed ?? null,
    breedComposition: entry?.breedComposition ?? null,
    conceptionMethod: animal.conceptionMethod,
    accuracyWeight: entry?.accuracyWeight ?? null,
    damAge,
    birthGroupCode: group('birth')?.code ?? null,
    weaningWeight: weaning ? round(weaning.actualKg) : null,
    weaningDate: weaning?.on ?? null,
    weaningSex: entry?.weaningSex ?? asBorn(animal.gender),
    managementPastureCode: entry?.managementPastureCode ?? null,
    creep: entry?.creep ?? null,
    weaningGroupCode: group('weaning')?.code ?? null,
    yearlingDate: yearling?.on ?? null,
    yearlingWeight: yearling ? round(yearling.actualKg) : null,
    yearlingHeight: entry?.yearlingHeightCm ?? null,
    yearlingSex: entry?.yearlingSex ?? asBorn(animal.gender),
    managementFeedCode: entry?.managementFeedCode ?? null,
    yearlingGroupCode: group('yearling')?.code ?? null,
    daysOnFeed: entry?.daysOnFeed ?? null,
    dateOnFeed: entry?.dateOnFeed ?? null,
    harvestDate: entry?.harvestDate ?? null,
    gradingDate: entry?.gradingDate ?? null,
    carcassSex: entry?.carcassSex ?? null,
    carcassWeight: entry?.carcassWeightKg ?? null,
    kph: entry?.kphPercent ?? null,
    fatThickness: entry?.fatThicknessMm ?? null,
    marbling: entry?.marbling ?? null,
    ribeyeArea: entry?.ribeyeAreaCm2 ?? null,
    carcassGroupCode: group('carcass')?.code ?? null,
    animalStatus: animal.status,
  };
  return {
    animal: { id: animal.id, tagNumber: animal.tagNumber, nickname: animal.nickname, gender: animal.gender, status: animal.status, birthDate: animal.birthDate },
    fields,
    groups: Object.fromEntries(GROUP_TRAITS.map((trait) => [trait, group(trait) && { id: group(trait)!.id, code: group(trait)!.code, size: group(trait)!.size }])) as EpdData['groups'],
    adjusted: { weaning205Kg: weaning ? round(weaning.adjustedKg) : null, yearling365Kg: yearling ? round(yearling.adjustedKg) : null },
    updatedAt: entry?.updatedAt.toISOString() ?? null,
  };
}
