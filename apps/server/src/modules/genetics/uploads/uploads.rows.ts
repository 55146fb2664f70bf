import { codePedigree, PedigreeError } from '@ganado/genetics';
import { ageInDays, WEANING_WINDOW, YEARLING_WINDOW } from '@ganado/performance';
import { isMessageKey, type MessageKey } from '@ganado/shared';
import { isDateInFuture } from '@ganado/shared/format';
import { type EpdDataRequest, epdDataRequest, type EpdFieldName } from '@ganado/shared/genetics';
import type { FileRow, Headers } from '../../animals/imports/animals.import.file';
import type { RowError } from '../../animals/imports/animals.import.rows';
import { dateOf } from '../../animals/imports/animals.import.values';
import { dayNumber } from '../sheets/trait-records';
import { BOOLEAN_FIELDS, CHOICE_FIELDS, DATE_FIELDS, NUMBER_FIELDS, PARENT_COLUMNS, TAG_COLUMN, WRITTEN_FIELDS } from './uploads.columns';

/** An animal of the herd as the upload checks it. */
export interface UploadAnimal {
  id: string;
  tagNumber: string;
  registrationNumber: string | null;
  gender: string;
  birthDate: string | null;
  sireId: string | null;
  damId: string | null;
}

export interface UploadLookups {
  animals: readonly UploadAnimal[];
  /** Each animal's done weighings, as `YYYY-MM-DD:kg`. */
  weighings: Map<string, Set<string>>;
  now: Date;
}

/** A checked row: the sheet's entries it gives, the parents it sets where the register has none, the weighings to record. */
export interface PreparedSheet {
  row: number;
  animalId: string;
  entries: Partial<EpdDataRequest>;
  parents: { sireId?: string; damId?: string };
  weighings: { on: string; kg: number }[];
}

const YES = new Set(['y', 'yes', 's', 'si', 'sí', 'true', '1']);
const NO = new Set(['n', 'no', 'false', '0']);
/** A calf sex or a weighing's accuracy, by its code or its Spanish word. */
const CHOICE_WORDS: Record<string, string> = { toro: 'bull', novillo: 'steer', vaquilla: 'heifer', novilla: 'heifer', bascula: 'scale', báscula: 'scale', cinta: 'tape', estimado: 'estimated', estimada: 'estimated' };

type Problem = { key: MessageKey; params?: Record<string, string> };

/** One cell read as the sheet's schema takes it, or the problem with it. */
function readCell(field: EpdFieldName, text: string): { value: unknown } | Problem {
  if (NUMBER_FIELDS.has(field)) {
    const value = Number(text.replace(',', '.'));
    return Number.isFinite(value) ? { value } : { key: 'validation.invalid' };
  }
  if (DATE_FIELDS.has(field)) {
    const day = dateOf(text);
    return 'value' in day ? { value: day.value.slice(0, 10) } : day;
  }
  if (BOOLEAN_FIELDS.has(field)) {
    const word = text.toLowerCase();
    return YES.has(word) ? { value: true } : NO.has(word) ? { value: false } : { key: 'validation.invalid' };
  }
  if (CHOICE_FIELDS.has(field)) return { value: CHOICE_WORDS[text.toLowerCase()] ?? text.toLowerCase() };
  return { value: text };
}

/** A weighing the sheet would not use, or the log would refuse. */
function weighingProblem(animal: UploadAnimal, on: string, window: { from: number; to: number }, now: Date): MessageKey | null {
  if (!animal.birthDate) return 'genetics.birthDateNeeded';
  if (isDateInFuture(on, now)) return 'animals.recordInFuture';
  const age = ageInDays(animal.birthDate, on);
  if (age < 0) return 'animals.recordBeforeBirth';
  if (age < window.from || age > window.to) return window === WEANING_WINDOW ? 'genetics.weaningAgeOutside' : 'genetics.yearlingAgeOutside';
  return null;
}

/**
 * Checks every row before anything is written (docs/decisions.md: EPD upload): the tag names an
 * animal of the herd, once; each cell reads as its field and the row as a sheet
 * (`epdDataRequest`); a weighing falls in its BIF window, not before birth nor after today; a
 * parent is an animal of the herd of the right sex, the register's own or set where it names none,
 * and the herd's pedigree with the file's parents has no loop and no parent born after its
 * offspring (the pure package's check, over the whole herd). Empty cells leave the sheet as it is.
 */
export function checkUploadRows(rows: readonly FileRow[], headers: Headers, lookups: UploadLookups): { errors: RowError[]; rows: PreparedSheet[] } {
  const byTag = new Map(lookups.animals.map((animal) => [animal.tagNumber.toLowerCase(), animal]));
  const byRegistration = new Map(lookups.animals.filter((animal) => animal.registrationNumber).map((animal) => [animal.registrationNumber!.toLowerCase(), animal]));
  const errors: RowError[] = [];
  const prepared: PreparedSheet[] = [];
  const seen = new Map<string, number>();
  const column = (name: string) => headers[name] ?? name;
  for (const { row, values } of rows) {
    const problems = new Map<string, Problem>();
    const add = (name: string, problem: Problem) => problems.has(name) || problems.set(name, problem);
    const animal = byTag.get((values[TAG_COLUMN] ?? '').toLowerCase());
    if (!animal) add(TAG_COLUMN, { key: values[TAG_COLUMN] ? 'genetics.uploadUnknownAnimal' : 'validation.required' });
    else if (seen.has(animal.id)) add(TAG_COLUMN, { key: 'genetics.uploadTagTwice', params: { row: String(seen.get(animal.id)) } });
    const request: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(values)) {
      if (!text || !WRITTEN_FIELDS.has(name as EpdFieldName)) continue;
      const read = readCell(name as EpdFieldName, text);
      if ('key' in read) add(name, read);
      else request[name] = read.value;
    }
    const parsed = epdDataRequest.safeParse(request);
    if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? TAG_COLUMN), { key: isMessageKey(issue.message) ? issue.message : 'validation.invalid' });
    const parents: PreparedSheet['parents'] = {};
    for (const role of PARENT_COLUMNS) {
      const text = (values[role] ?? '').toLowerCase();
      if (!text || !animal) continue;
      const parent = byRegistration.get(text) ?? byTag.get(text);
      const registered = animal[role];
      if (!parent) add(role, { key: 'genetics.uploadParentUnknown' });
      else if (registered && registered !== parent.id) add(role, { key: 'genetics.uploadParentDiffers' });
      else if (parent.gender !== (role === 'sireId' ? 'male' : 'female')) add(role, { key: role === 'sireId' ? 'animals.sireMustBeMale' : 'animals.damMustBeFemale' });
      else if (!registered) parents[role] = parent.id;
    }
    const weighings: PreparedSheet['weighings'] = [];
    if (animal && parsed.success) {
      for (const [weight, day, window] of [
        ['weaningWeight', 'weaningDate', WEANING_WINDOW],
        ['yearlingWeight', 'yearlingDate', YEARLING_WINDOW],
      ] as const) {
        const kg = parsed.data[weight];
        const on = parsed.data[day];
        if (kg == null || !on) continue;
        const problem = weighingProblem(animal, on, window, lookups.now);
        if (problem) add(day, { key: problem });
        else if (!lookups.weighings.get(animal.id)?.has(`${on}:${kg}`)) weighings.push({ on, kg });
      }
    }
    if (animal) seen.set(animal.id, row);
    if (problems.size > 0) {
      for (const [name, problem] of problems) errors.push({ row, param: column(name), ...problem, params: { ...problem.params, column: column(name) } });
      continue;
    }
    const entries = Object.fromEntries(Object.entries(parsed.success ? parsed.data : {}).filter(([name, value]) => value !== undefined && name in request));
    prepared.push({ row, animalId: animal!.id, entries, parents, weighings });
  }
  if (errors.length === 0) errors.push(...pedigreeErrors(prepared, lookups.animals, column));
  return { errors, rows: errors.length > 0 ? [] : prepared };
}

/** The herd's pedigree with the file's new parents, checked whole: each problem said on the row that set the parent. */
function pedigreeErrors(prepared: readonly PreparedSheet[], animals: readonly UploadAnimal[], column: (name: string) => string): RowError[] {
  const proposed = new Map(prepared.filter((sheet) => sheet.parents.sireId || sheet.parents.damId).map((sheet) => [sheet.animalId, sheet]));
  if (proposed.size === 0) return [];
  try {
    codePedigree(
      animals.map((animal) => ({
        id: animal.id,
        sire: proposed.get(animal.id)?.parents.sireId ?? animal.sireId,
        dam: proposed.get(animal.id)?.parents.damId ?? animal.damId,
        birth: animal.birthDate ? dayNumber(animal.birthDate) : null,
      })),
    );
    return [];
  } catch (error) {
    if (!(error instanceof PedigreeError)) throw error;
    const errors: RowError[] = [];
    for (const problem of error.problems) {
      const involved = [problem.id, ...(problem.ids ?? [])].map((id) => proposed.get(id)).find((sheet) => sheet !== undefined);
      if (!involved) continue;
      const role = involved.parents.sireId ? 'sireId' : 'damId';
      const key: MessageKey = problem.kind === 'parentBornAfter' ? 'animals.parentBornAfter' : problem.kind === 'loop' ? 'animals.lineageCycle' : 'animals.parentIsSelf';
      errors.push({ row: involved.row, param: column(role), key, params: { column: column(role) } });
    }
    return errors;
  }
}
