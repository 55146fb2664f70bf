import type { MessageKey } from '@ganado/shared';
import { ANIMAL_FILE_CHOICES, type AnimalFileChoiceList, foldText } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { importReference, type ImportReference, type KnownAnimal, knownAnimals } from './animals.import.repository';

/** A message naming the allowed values lists this many at most (a herd may have hundreds of groups). */
const LISTED_AT_MOST = 30;

/**
 * The values a coded column takes, each by its code and its other names (labels in both
 * languages, a species' names), compared without case or accents (docs/decisions.md, "Animal import
 * accepts labels and codes in both languages"). `allowed` is what a refusal lists.
 */
export class Choices<T> {
  private readonly byName = new Map<string, T>();
  readonly allowed: string[] = [];

  /** A value as a refusal lists it (`shown`), found by it and by its other names. */
  add(value: T, shown: string, names: readonly string[] = []) {
    this.allowed.push(shown);
    return this.also(value, [shown, ...names]);
  }

  /** More names of a value, not listed. */
  also(value: T, names: readonly string[]) {
    for (const name of names) {
      const key = foldText(name);
      // The first of two values with the same name keeps it: a code never loses to a later value's label.
      if (key && !this.byName.has(key)) this.byName.set(key, value);
    }
    return this;
  }

  find(text: string): T | undefined {
    // Most cells are already a lower-case code ("female", "kg"): found without folding, which is most of the cost.
    return this.byName.get(text) ?? this.byName.get(foldText(text));
  }

  /** Why a cell is not one of these values, with the values it may be. */
  refusal(): { key: MessageKey; params?: Record<string, string> } {
    if (this.allowed.length === 0) return { key: 'animals.importNothingAllowed' };
    const listed = this.allowed.slice(0, LISTED_AT_MOST).join(', ');
    return { key: 'animals.importNotAllowed', params: { values: this.allowed.length > LISTED_AT_MOST ? `${listed}, …` : listed } };
  }
}

function choicesOf(list: AnimalFileChoiceList): Choices<string> {
  const choices = new Choices<string>();
  for (const [code, labels] of Object.entries(ANIMAL_FILE_CHOICES[list])) choices.add(code, code, Object.values(labels));
  return choices;
}
/** The fixed lists, each built once; spreadsheets write yes and no in many ways. */
export const CHOICES = Object.fromEntries(Object.keys(ANIMAL_FILE_CHOICES).map((list) => [list, choicesOf(list as AnimalFileChoiceList)])) as Record<
  AnimalFileChoiceList,
  Choices<string>
>;
CHOICES.yesNo.also('yes', ['true', '1', 'y', 's']).also('no', ['false', '0', 'n']);

export interface SpeciesChoice {
  id: string;
  breeds: Choices<string>;
}
export interface FarmChoice {
  id: string;
  timeZone: string | null;
  zones: Choices<string>;
}

/** What the rows are checked against, loaded once per file (no query per row). */
export interface ImportLookups {
  species: Choices<SpeciesChoice>;
  farms: Choices<FarmChoice>;
  groups: Choices<string>;
  /** By lower-cased tag number. */
  animals: Map<string, KnownAnimal>;
  now: Date;
}

/** Species by code or either name, breeds by code or name; farms, zones and groups by name (they are the organisation's own). */
export function lookupsOf(reference: ImportReference, animals: Map<string, KnownAnimal>, now: Date): ImportLookups {
  const species = new Choices<SpeciesChoice>();
  for (const entry of reference.species) {
    const breeds = new Choices<string>();
    for (const breed of entry.breeds) breeds.add(breed.id, breed.code, [breed.name]);
    species.add({ id: entry.id, breeds }, entry.code, [entry.name, entry.nameEs]);
  }
  const farms = new Choices<FarmChoice>();
  for (const farm of reference.farms) {
    const zones = new Choices<string>();
    for (const zone of farm.zones) zones.add(zone.id, zone.name);
    farms.add({ id: farm.id, timeZone: farm.timeZone, zones }, farm.name);
  }
  const groups = new Choices<string>();
  for (const group of reference.groups) groups.add(group.id, group.name);
  return { species, farms, groups, animals, now };
}

/** Everything a file's rows are checked against, in five queries whatever the file's size. */
export async function importLookups(db: Db, organizationId: string, now: Date): Promise<ImportLookups> {
  return lookupsOf(await importReference(db, organizationId), await knownAnimals(db, organizationId), now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date cell as YYYY-MM-DD: written so (a record's date may carry its time), or DD/MM/YYYY as
 * the app shows dates. Nothing else is guessed at: a date whose second part cannot be a month
 * was written month first, and is refused as such (docs/decisions.md).
 */
export function dateOf(text: string): { value: string } | { key: MessageKey } {
  if (ISO_DATE.test(text)) return { value: text };
  const parts = DAY_FIRST.exec(text);
  if (!parts) return { key: 'animals.importDateFormat' };
  const [, day, month, year] = parts as unknown as [string, string, string, string];
  if (Number(month) > 12 && Number(day) <= 12) return { key: 'animals.importDateMonthFirst' };
  return { value: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
}
