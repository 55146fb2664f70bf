import { isMessageKey, type MessageKey } from '@ganado/shared';
import { isDateInFuture } from '@ganado/shared/format';
import { ANIMAL_FILE_COLUMNS, ANIMAL_IMPORT_MAX_ERRORS, type AnimalFileColumn, type AnimalImportKind, animalRequest, isInFuture, recordRequest } from '@ganado/shared/animals';
import type { z } from 'zod';
import { orderedId } from '../../../db/ordered-id';
import type { FileRow, Headers } from './animals.import.file';
import { CHOICES, type Choices, dateOf, type ImportLookups } from './animals.import.values';

/** A row error as stored with the import; the caller's language is added when it is answered. */
export interface RowError {
  row: number;
  param: string;
  key: MessageKey;
  /** What fills the message's {placeholders}: `column` as the file heads it, `values` allowed. */
  params?: Record<string, string>;
}

type AnimalValues = Omit<z.infer<typeof animalRequest>, 'speciesCode' | 'breedCode' | 'farmId' | 'zoneId' | 'groupId'> & {
  id: string;
  speciesId: string;
  breedId: string | null;
};
/** A checked animal row, ready to insert: the animal, and where it goes (its movement and group change). */
export interface PreparedAnimal {
  animal: AnimalValues;
  farmId: string;
  zoneId: string | null;
  groupId: string | null;
}
/** A checked weight or milk row, ready to insert as a record. */
export interface PreparedRecord {
  animalId: string;
  type: 'weight' | 'milk';
  occurredAt: string;
  quantityValue: number;
  quantityUnit: string;
  details: Record<string, unknown>;
}
export type CheckResult<T> = { errors: RowError[]; rows: T[] };

/** Which column a field of the forms' schemas is read from, where the names differ. */
const COLUMN_OF_FIELD: Record<string, string> = {
  farmId: 'farm',
  zoneId: 'zone',
  groupId: 'group',
  damId: 'damTag',
  sireId: 'sireTag',
  surrogateDamId: 'surrogateDamTag',
  occurredAt: 'date',
};

const lower = (text: string | undefined) => (text ?? '').trim().toLowerCase();
const numberOf = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : undefined);

type Problem = { key: MessageKey; params?: Record<string, string> };

/** Collects a row's problems, one per column (the first found is the one to fix first). */
class RowProblems {
  readonly byColumn = new Map<string, Problem>();
  add(column: string, key: MessageKey, params?: Record<string, string>) {
    if (!this.byColumn.has(column)) this.byColumn.set(column, params ? { key, params } : { key });
  }
  /** A cell that is none of the values its column takes: the message names them, and the column as the file heads it. */
  notAmong(column: string, choices: Choices<unknown>, headers: Headers) {
    const { key, params } = choices.refusal();
    this.add(column, key, { ...params, column: headers[column] ?? column });
  }
  addIssues(issues: z.core.$ZodIssue[]) {
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      const column = issue.path[1] === 'unit' ? 'unit' : (COLUMN_OF_FIELD[field] ?? field);
      this.add(column, isMessageKey(issue.message) ? issue.message : 'validation.invalid');
    }
  }
}

function collect(problems: Map<number, RowProblems>): RowError[] {
  const errors: RowError[] = [];
  for (const [row, found] of [...problems].sort(([a], [b]) => a - b)) {
    for (const [param, problem] of found.byColumn) errors.push({ row, param, ...problem });
  }
  return errors.slice(0, ANIMAL_IMPORT_MAX_ERRORS);
}

/** The coded and date columns of each kind: their cells are read into the API's values before the row is checked. */
const READ_FIRST = Object.fromEntries(
  Object.entries(ANIMAL_FILE_COLUMNS).map(([kind, columns]) => [kind, (columns as readonly AnimalFileColumn[]).filter((column) => column.value && !('lookup' in column.value))]),
) as Record<AnimalImportKind, AnimalFileColumn[]>;

/**
 * Turns a row's coded cells into their codes (a label in either language reads as its code) and
 * its dates into YYYY-MM-DD, in place (the rows are the file's, read for this check only), noting
 * the cells that are neither. An empty cell is left to the schema (required or not).
 */
function readCells(kind: AnimalImportKind, values: Record<string, string>, found: RowProblems, headers: Headers) {
  for (const { name, value } of READ_FIRST[kind]) {
    const text = values[name];
    if (!text || !value) continue;
    if ('choices' in value) {
      const code = CHOICES[value.choices].find(text);
      if (code === undefined) found.notAmong(name, CHOICES[value.choices], headers);
      else values[name] = code;
    } else {
      const date = dateOf(text);
      if ('key' in date) found.add(name, date.key);
      else values[name] = date.value;
    }
  }
}

/**
 * Checking 100,000 rows takes seconds of CPU: every thousand rows the check lets the server answer
 * the requests that arrived meanwhile, instead of freezing everyone's pages until it ends.
 */
const giveWay = (index: number) => (index % 1000 === 999 ? new Promise((resolve) => setImmediate(resolve)) : undefined);

interface FileAnimal {
  id: string;
  row: number;
  gender: string;
  birthDate: string;
  parents: string[];
}

/** Fields of the register's form that are not columns of the animal: names resolved, or its place (records). */
const NOT_COLUMNS = new Set(['speciesCode', 'breedCode', 'farmId', 'zoneId', 'groupId']);

const PARENTS = [
  { column: 'damTag', field: 'damId', gender: 'female', key: 'animals.damMustBeFemale' },
  { column: 'sireTag', field: 'sireId', gender: 'male', key: 'animals.sireMustBeMale' },
  { column: 'surrogateDamTag', field: 'surrogateDamId', gender: 'female', key: 'animals.surrogateMustBeFemale' },
] as const;

/**
 * Orders the file's animals so parents come before their offspring (a parent later in the file is
 * inserted first), and finds the rows whose in-file lineage loops.
 */
function parentsFirst(byId: Map<string, FileAnimal>): { order: string[]; looped: FileAnimal[] } {
  const waiting = new Map<string, number>();
  const children = new Map<string, string[]>();
  for (const animal of byId.values()) {
    const inFile = animal.parents.filter((parent) => byId.has(parent));
    waiting.set(animal.id, inFile.length);
    for (const parent of inFile) children.set(parent, [...(children.get(parent) ?? []), animal.id]);
  }
  const order = [...waiting].filter(([, count]) => count === 0).map(([id]) => id);
  for (let index = 0; index < order.length; index += 1) {
    for (const child of children.get(order[index]!) ?? []) {
      const left = waiting.get(child)! - 1;
      waiting.set(child, left);
      if (left === 0) order.push(child);
    }
  }
  const placed = new Set(order);
  return { order, looped: [...byId.values()].filter((animal) => !placed.has(animal.id)) };
}

/**
 * Checks an animals file: each row with the register's schema, coded cells by code or label,
 * farm, zone and group by name, species and breed by code or name, tag numbers unique in the file
 * and the organisation, and lineage by tag number (in the organisation or anywhere in the file):
 * dam and surrogate female, sire male, parents born before, no loops. Answers the rows in insert
 * order (parents first) when all are good. `headers` are the file's own, for the messages.
 */
export async function checkAnimalRows(rows: FileRow[], lookups: ImportLookups, headers: Headers = {}): Promise<CheckResult<PreparedAnimal>> {
  const problems = new Map<number, RowProblems>();
  const problemsOf = (row: number) => problems.get(row) ?? new RowProblems();
  const keep = (row: number, found: RowProblems) => found.byColumn.size > 0 && problems.set(row, found);

  const inFile = new Map<string, FileAnimal>();
  const ids = rows.map(({ row, values }) => {
    const found = new RowProblems();
    readCells('animals', values, found, headers);
    const tag = lower(values.tagNumber);
    const animal: FileAnimal = { id: orderedId(), row, gender: values.gender ?? '', birthDate: values.birthDate ?? '', parents: [] };
    if (tag && inFile.has(tag)) found.add('tagNumber', 'animals.duplicateInFile');
    else if (tag) inFile.set(tag, animal);
    if (lookups.animals.has(tag)) found.add('tagNumber', 'animals.tagNumberTaken');
    keep(row, found);
    return animal;
  });
  const byId = new Map([...inFile.values()].map((animal) => [animal.id, animal]));

  const prepared = new Map<string, PreparedAnimal>();
  for (const [index, { row, values }] of rows.entries()) {
    await giveWay(index);
    const found = problemsOf(row);
    const self = ids[index]!;
    const species = values.speciesCode ? lookups.species.find(values.speciesCode) : undefined;
    if (values.speciesCode && !species) found.notAmong('speciesCode', lookups.species, headers);
    const breedId = values.breedCode ? species?.breeds.find(values.breedCode) : null;
    if (species && breedId === undefined) found.notAmong('breedCode', species.breeds, headers);
    const farm = values.farm ? lookups.farms.find(values.farm) : undefined;
    if (values.farm && !farm) found.notAmong('farm', lookups.farms, headers);
    const zoneId = values.zone ? farm?.zones.find(values.zone) : null;
    if (farm && zoneId === undefined) found.notAmong('zone', farm.zones, headers);
    const groupId = values.group ? lookups.groups.find(values.group) : null;
    if (groupId === undefined) found.notAmong('group', lookups.groups, headers);
    if (values.birthDate && isDateInFuture(values.birthDate, lookups.now, farm?.timeZone)) found.add('birthDate', 'animals.bornInFuture');

    const parentIds: Record<string, string | null> = {};
    for (const { column, field, gender, key } of PARENTS) {
      const tag = lower(values[column]);
      parentIds[field] = null;
      if (!tag) continue;
      const parent = inFile.get(tag) ?? lookups.animals.get(tag);
      if (!parent) found.add(column, 'animals.unknownTagNumber');
      else if (parent.id === self.id || tag === lower(values.tagNumber)) found.add(column, 'animals.parentIsSelf');
      else if (parent.gender !== gender) found.add(column, key);
      else if (parent.birthDate && values.birthDate && parent.birthDate >= values.birthDate) found.add(column, 'animals.parentBornAfter');
      else {
        parentIds[field] = parent.id;
        if (byId.has(parent.id)) self.parents.push(parent.id);
      }
    }

    const parsed = animalRequest.safeParse({
      ...values,
      birthWeight: numberOf(values.birthWeight),
      birthWeightUnit: values.birthWeightUnit || 'kg',
      twin: values.twin === 'yes',
      farmId: farm?.id,
      zoneId,
      groupId,
      ...parentIds,
    });
    if (!parsed.success) found.addIssues(parsed.error.issues);
    keep(row, found);
    if (found.byColumn.size > 0 || !parsed.success || !species || !farm) continue;
    const { farmId, zoneId: zone, groupId: group } = parsed.data;
    // Stored with the import until written: the fields left empty are left out (a file of 100,000
    // rows is mostly empty cells), copied in a plain loop, which leaves the garbage collector less to do.
    const animal: Record<string, unknown> = { id: self.id, speciesId: species.id, breedId: breedId ?? null };
    const data: Record<string, unknown> = parsed.data;
    for (const field in data) if (data[field] !== null && data[field] !== undefined && !NOT_COLUMNS.has(field)) animal[field] = data[field];
    prepared.set(self.id, { animal: animal as AnimalValues, farmId, zoneId: zone ?? null, groupId: group ?? null });
  }

  const { order, looped } = parentsFirst(byId);
  for (const animal of looped) {
    const found = problemsOf(animal.row);
    found.add('damTag', 'animals.lineageCycle');
    keep(animal.row, found);
  }
  const errors = collect(problems);
  return { errors, rows: errors.length > 0 ? [] : order.map((id) => prepared.get(id)!) };
}

/**
 * Checks a weights or milk file: each row with the record form's schema, for an animal of the
 * organisation (by tag number) that is not removed, dated neither in the future nor before its birth.
 */
export async function checkRecordRows(
  kind: Exclude<AnimalImportKind, 'animals'>,
  rows: FileRow[],
  lookups: ImportLookups,
  headers: Headers = {},
): Promise<CheckResult<PreparedRecord>> {
  const problems = new Map<number, RowProblems>();
  const prepared: PreparedRecord[] = [];
  for (const [index, { row, values }] of rows.entries()) {
    await giveWay(index);
    const found = new RowProblems();
    readCells(kind, values, found, headers);
    const animal = lookups.animals.get(lower(values.tagNumber));
    if (!animal) found.add('tagNumber', values.tagNumber ? 'animals.unknownTagNumber' : 'animals.tagNumberRequired');
    else if (animal.removed) found.add('tagNumber', 'animals.removed');
    const quantity = (fallback: string) => ({ value: numberOf(kind === 'milk' ? values.yield : values.weight), unit: values.unit || fallback });
    const parsed = recordRequest.safeParse(
      kind === 'milk'
        ? { type: 'milk', occurredAt: values.date, yield: quantity('L'), session: values.session || undefined }
        : { type: 'weight', occurredAt: values.date, weight: quantity('kg') },
    );
    if (!parsed.success) found.addIssues(parsed.error.issues);
    else if (isInFuture(parsed.data.occurredAt, lookups.now)) found.add('date', 'animals.recordInFuture');
    else if (animal?.birthDate && parsed.data.occurredAt.slice(0, 10) < animal.birthDate) found.add('date', 'animals.recordBeforeBirth');
    if (found.byColumn.size > 0) problems.set(row, found);
    else if (animal && parsed.success && (parsed.data.type === 'milk' || parsed.data.type === 'weight')) {
      const reading = parsed.data.type === 'milk' ? parsed.data.yield : parsed.data.weight;
      prepared.push({
        animalId: animal.id,
        type: parsed.data.type,
        occurredAt: parsed.data.occurredAt,
        quantityValue: reading.value,
        quantityUnit: reading.unit,
        details: parsed.data.type === 'milk' ? { session: parsed.data.session } : {},
      });
    }
  }
  const errors = collect(problems);
  return { errors, rows: errors.length > 0 ? [] : prepared };
}
