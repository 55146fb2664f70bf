import { isDateInFuture } from '@ganado/shared/format';
import type { EpdData, EpdDataRequest } from '@ganado/shared/genetics';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { geneticRecords } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { requireAnimalRecords } from '../../action-list/completions.policy';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { ageInDays, WEANING_WINDOW, YEARLING_WINDOW } from '@ganado/performance';
import { recordOnAnimal } from '../../animals/records/records.service';
import type { Session } from '../../sessions/authenticate';
import { sheetOf, type SheetSources } from './sheet';
import { sheetAnimals, sheetEntries, sheetGroups, sheetWeighings } from './sheets.repository';

/** Every animal's sheet sources, in the order of the animals (by id); `ids` null for the whole herd. */
export async function loadSheetSources(db: Db, organizationId: string, ids: readonly string[] | null): Promise<SheetSources[]> {
  const [animals, entries, weighings, groups] = await Promise.all([
    sheetAnimals(db, organizationId, ids),
    sheetEntries(db, organizationId, ids),
    sheetWeighings(db, organizationId, ids),
    sheetGroups(db, organizationId, ids),
  ]);
  const entryOf = new Map(entries.map((entry) => [entry.animalId, entry]));
  const weighingsOf = new Map<string, SheetSources['weighings'][number][]>();
  for (const weighing of weighings) {
    const list = weighingsOf.get(weighing.animalId);
    if (list) list.push(weighing);
    else weighingsOf.set(weighing.animalId, [weighing]);
  }
  const groupsOf = new Map<string, SheetSources['groups'][number][]>();
  for (const group of groups) {
    const list = groupsOf.get(group.animalId);
    if (list) list.push(group);
    else groupsOf.set(group.animalId, [group]);
  }
  return animals.map((animal) => ({ animal, entry: entryOf.get(animal.id), weighings: weighingsOf.get(animal.id) ?? [], groups: groupsOf.get(animal.id) ?? [] }));
}

export async function sheetOrNotFound(db: Db, organizationId: string, animalId: string): Promise<EpdData> {
  const [sources] = await loadSheetSources(db, organizationId, [animalId]);
  if (!sources) throw AppError.notFound();
  return sheetOf(sources);
}

export const getEpdData = (context: AppContext, session: Session, animalId: string) => sheetOrNotFound(context.db, session.organizationId, animalId);

/** Each entered field of the sheet and its column (the weighings go to the log instead). */
const ENTRY_COLUMNS = {
  internationalId: 'internationalId',
  location: 'location',
  additionalIdMethod: 'additionalIdMethod',
  breederHerdCode: 'breederHerdCode',
  birthManagementCode: 'birthManagementCode',
  secondaryBreed: 'secondaryBreed',
  breedComposition: 'breedComposition',
  accuracyWeight: 'accuracyWeight',
  weaningSex: 'weaningSex',
  managementPastureCode: 'managementPastureCode',
  creep: 'creep',
  yearlingHeight: 'yearlingHeightCm',
  yearlingSex: 'yearlingSex',
  managementFeedCode: 'managementFeedCode',
  daysOnFeed: 'daysOnFeed',
  dateOnFeed: 'dateOnFeed',
  harvestDate: 'harvestDate',
  gradingDate: 'gradingDate',
  carcassSex: 'carcassSex',
  carcassWeight: 'carcassWeightKg',
  kph: 'kphPercent',
  fatThickness: 'fatThicknessMm',
  marbling: 'marbling',
  ribeyeArea: 'ribeyeAreaCm2',
} as const satisfies Partial<Record<keyof EpdDataRequest, keyof typeof geneticRecords.$inferInsert>>;
type EntryColumns = Partial<Pick<typeof geneticRecords.$inferInsert, (typeof ENTRY_COLUMNS)[keyof typeof ENTRY_COLUMNS]>>;

/** The sheet's columns of the fields given: `whole` (the form) clears those left out, an upload's row leaves them. */
function columnsOf(entries: Partial<EpdDataRequest>, whole: boolean): EntryColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(ENTRY_COLUMNS)) {
    const value = entries[field as keyof typeof ENTRY_COLUMNS];
    if (value !== undefined || whole) columns[column] = value ?? null;
  }
  return columns as EntryColumns;
}

/**
 * Writes sheets' entries: the sheets that set the same columns in one statement, an existing sheet
 * updated in those columns only (`excluded` is the row that would have been inserted).
 */
export async function upsertEntries(tx: Db, organizationId: string, userId: string | null, sheets: readonly { animalId: string; entries: Partial<EpdDataRequest>; whole?: boolean }[]): Promise<void> {
  const bySignature = new Map<string, (typeof geneticRecords.$inferInsert)[]>();
  for (const { animalId, entries, whole = false } of sheets) {
    const columns = columnsOf(entries, whole);
    const signature = Object.keys(columns).sort().join(',');
    const rows = bySignature.get(signature) ?? [];
    rows.push({ organizationId, animalId, createdBy: userId, ...columns });
    bySignature.set(signature, rows);
  }
  const table = getTableColumns(geneticRecords);
  for (const [signature, rows] of bySignature) {
    const set = Object.fromEntries(signature ? signature.split(',').map((key) => [key, sql.raw(`excluded.${table[key as keyof typeof table].name}`)]) : []);
    const insert = tx.insert(geneticRecords).values(rows);
    const target = [geneticRecords.organizationId, geneticRecords.animalId];
    await (signature ? insert.onConflictDoUpdate({ target, set: { ...set, updatedAt: new Date() } }) : insert.onConflictDoNothing({ target }));
  }
}

/**
 * A weaning or yearling weight typed on the sheet is a weighing of the animal: recorded through the
 * records' own rules (not before birth, not after today on the farm's clock), unless the sheet
 * already uses that weighing. The day must put the calf inside the BIF window of its trait
 * (@ganado/performance: weaning 160–250 days, yearling 320–410), or the sheet would not use it. The
 * refusal is said of the sheet's fields.
 */
export async function recordSheetWeighings(tx: Db, context: AppContext, session: Session, before: EpdData, request: EpdDataRequest, ip: string): Promise<boolean> {
  let recorded = false;
  for (const [weight, day, window] of [
    ['weaningWeight', 'weaningDate', WEANING_WINDOW],
    ['yearlingWeight', 'yearlingDate', YEARLING_WINDOW],
  ] as const) {
    const kg = request[weight];
    const on = request[day];
    if (kg == null || !on || (before.fields[weight] === kg && before.fields[day] === on)) continue;
    requireAnimalRecords(session);
    const birth = before.animal.birthDate;
    if (!birth) throw AppError.invalid({ param: day, key: 'genetics.birthDateNeeded' });
    const age = ageInDays(birth, on);
    // Before birth or after today, the records' own rules answer below.
    if (age >= 0 && !isDateInFuture(on, context.clock()) && (age < window.from || age > window.to)) throw AppError.invalid({ param: day, key: weight === 'weaningWeight' ? 'genetics.weaningAgeOutside' : 'genetics.yearlingAgeOutside' });
    const weighing = { type: 'weight', status: 'done', occurredAt: `${on}T00:00:00.000Z`, weight: { value: kg, unit: 'kg' }, method: 'scale', notes: null } as const;
    try {
      await recordOnAnimal(tx, context, session, before.animal.id, weighing, ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 403) throw error;
      throw new AppError(error.status, error.key, { errors: error.errors.map((problem) => ({ ...problem, param: problem.param === 'occurredAt' ? day : weight })), cause: error });
    }
    recorded = true;
  }
  return recorded;
}

export function updateEpdData(context: AppContext, session: Session, animalId: string, request: EpdDataRequest, ip: string): Promise<EpdData> {
  return context.db.transaction(async (tx) => {
    const before = await sheetOrNotFound(tx, session.organizationId, animalId);
    await recordSheetWeighings(tx, context, session, before, request, ip);
    await upsertEntries(tx, session.organizationId, session.userId, [{ animalId, entries: request, whole: true }]);
    const after = await sheetOrNotFound(tx, session.organizationId, animalId);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'epdData.update', entityType: 'epdData', entityId: animalId, before: before.fields, after: after.fields, ipAddress: ip });
    return after;
  });
}
