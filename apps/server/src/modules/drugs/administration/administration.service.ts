import type { RecordOf, RecordRequest } from '@ganado/shared/animals';
import { medicineProblems, productField } from '@ganado/shared/drugs';
import { isoToDisplayDate } from '@ganado/shared/format';
import { VetWithdrawalTooShortError, type Withdrawal, withdrawalOf } from '@ganado/withdrawal';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { StoredWithdrawal } from '../../animals/register/animals.withdrawal';
import type { Session } from '../../sessions/authenticate';
import { labelsOf } from '../cabinet/drugs.repository';
import { reservedOf } from '../packs/packs.repository';
import { type LockedPack, refuseBeyondFree, usablePack } from '../packs/packs.usable';
import { inStockUnit } from '../packs/packs.service';
import { holdStock, releaseHeldFor } from '../reservations/reservations.service';
import { drawnBy, drugGiven, type TreatedAnimal, treatedAnimals } from './administration.repository';

type MedicineRecord = RecordOf<'treatment'> | RecordOf<'vaccination'>;

/** What giving a medicine adds to each animal's record: details for its register, and the pack its dose is drawn from. */
export interface Administered {
  details: Record<string, unknown>;
  drawnFrom: string | null;
}

export interface AdministerOptions {
  /** The task the records complete: its own reservations are there for this use. */
  taskId?: string | null;
  /** Records this write replaces (an edit): what they drew counts as free again. */
  replacing?: readonly string[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const isMedicine = (record: RecordRequest): record is MedicineRecord => record.type === 'treatment' || record.type === 'vaccination';

/** A withdrawal typed as its last day ends when that day does (records' days are UTC days: docs/decisions.md). */
const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);

type Figure = Omit<StoredWithdrawal, 'endsAt'> & { endsAt: Date };
const stored = (withdrawal: Record<'meat' | 'milk', Figure>): Record<'meat' | 'milk', StoredWithdrawal> => ({
  meat: { ...withdrawal.meat, endsAt: withdrawal.meat.endsAt.toISOString() },
  milk: { ...withdrawal.milk, endsAt: withdrawal.milk.endsAt.toISOString() },
});

/** A product named by hand carries only the withdrawal typed for it, for meat and milk alike. */
function enteredWithdrawal(record: MedicineRecord): Administered['details'] {
  if (record.status !== 'done' || !record.withdrawalEndsOn) return {};
  const givenAt = new Date(record.occurredAt);
  const endsAt = endOfDay(record.withdrawalEndsOn);
  if (endsAt <= givenAt) throw AppError.invalid({ param: 'withdrawalEndsOn', key: 'drugs.withdrawalBeforeTreatment' });
  const product: Figure = { hours: Math.ceil((endsAt.getTime() - givenAt.getTime()) / HOUR_MS), endsAt, rule: 'entered', organic: false };
  return { withdrawal: stored({ meat: product, milk: product }) };
}

/** The pack named: usable on the day of use (packs.usable.ts), and of the drug given (422). */
async function packToUse(tx: Db, session: Session, record: MedicineRecord, drugId: string): Promise<LockedPack | null> {
  if (!record.packId) return null;
  const pack = await usablePack(tx, session.organizationId, record.packId, record.occurredAt.slice(0, 10));
  if (pack.drug_id !== drugId) throw AppError.invalid({ param: 'packId', key: 'drugs.packNotOfDrug' });
  return pack;
}

/** On hand, less what others have reserved, plus what the records being replaced drew: enough for every animal's dose, or 409. */
async function checkAvailable(tx: Db, session: Session, pack: LockedPack, perAnimal: number, animals: number, options: AdministerOptions) {
  const reserved = (await reservedOf(tx, session.organizationId, [pack.id], { taskId: options.taskId ?? null })).get(pack.id) ?? 0;
  const free = Number(pack.on_hand) - reserved + (await drawnBy(tx, session.organizationId, options.replacing ?? [], pack.id));
  refuseBeyondFree(pack, perAnimal * animals, free, 'dose');
}

/**
 * Each animal's withdrawal (@ganado/withdrawal): the label's figure for its species, the cascade
 * when it is not on the label (then a vet must have prescribed it), doubled on an organic farm; a
 * typed last day is the vet's figure and may only lengthen it.
 */
async function withdrawals(tx: Db, session: Session, record: MedicineRecord, drugId: string, animals: readonly TreatedAnimal[]) {
  const labels = (await labelsOf(tx, session.organizationId, [drugId])).map((label) => ({ species: label.speciesCode, meatHours: label.meatHours, milkHours: label.milkHours }));
  const givenAt = new Date(record.occurredAt);
  const typedHours = record.withdrawalEndsOn ? Math.ceil((endOfDay(record.withdrawalEndsOn).getTime() - givenAt.getTime()) / HOUR_MS) : undefined;
  const result = new Map<string, Withdrawal>();
  for (const animal of animals) {
    const input = { labels, species: animal.species_code ?? '', lastDoseAt: givenAt, organic: animal.organic };
    const legal = withdrawalOf(input);
    if (legal.offLabel && !record.veterinarian) {
      throw AppError.invalid({ param: 'veterinarian', key: 'drugs.offLabelNeedsVet', params: { tag: animal.tag_number } });
    }
    if (typedHours === undefined) {
      result.set(animal.id, legal);
      continue;
    }
    try {
      result.set(animal.id, withdrawalOf({ ...input, vetHours: { meat: typedHours, milk: typedHours } }));
    } catch (error) {
      if (!(error instanceof VetWithdrawalTooShortError)) throw error;
      const lastDay = new Date(Math.max(legal.meat.endsAt.getTime(), legal.milk.endsAt.getTime()) - 1).toISOString().slice(0, 10);
      throw AppError.invalid({ param: 'withdrawalEndsOn', key: 'drugs.withdrawalTooShort', params: { endsOn: isoToDisplayDate(lastDay) ?? lastDay } });
    }
  }
  return result;
}

/**
 * A treatment or a vaccination given to `animalIds` (docs/decisions.md: treatments draw from a
 * pack): what it names is checked, and when a drug of the cabinet is given (done) every animal's
 * dose is drawn from the pack and its withdrawal computed. Answers what each animal's record adds;
 * nothing for other record types.
 */
export async function administer(
  tx: Db,
  session: Session,
  record: RecordRequest,
  animalIds: readonly string[],
  options: AdministerOptions = {},
): Promise<Map<string, Administered>> {
  if (!isMedicine(record)) return new Map();
  const problems = medicineProblems(record);
  if (problems.length > 0) throw AppError.invalid(problems);
  if (!record.drugId) {
    const details = enteredWithdrawal(record);
    return new Map(animalIds.map((id) => [id, { details, drawnFrom: null }]));
  }
  const drug = await drugGiven(tx, session.organizationId, record.drugId);
  if (!drug) throw new AppError(404, 'errors.notFound', { param: 'drugId' });
  const pack = await packToUse(tx, session, record, drug.id);
  const named = { [productField(record.type)]: drug.name, ...(pack ? { batch: pack.batch, expiresOn: pack.expires_on } : {}) };
  if (record.status !== 'done' || !pack || !record.dose) return new Map(animalIds.map((id) => [id, { details: named, drawnFrom: null }]));
  const perAnimal = inStockUnit(record.dose, pack.unit, 'dose.unit');
  await checkAvailable(tx, session, pack, perAnimal, animalIds.length, options);
  const animals = await treatedAnimals(tx, session.organizationId, animalIds);
  const given = await withdrawals(tx, session, record, drug.id, animals);
  return new Map(
    animals.map((animal) => {
      const withdrawal = given.get(animal.id)!;
      return [animal.id, { details: { ...named, offLabel: withdrawal.offLabel, withdrawal: stored(withdrawal) }, drawnFrom: pack.id }];
    }),
  );
}

/**
 * A planned treatment naming its pack and dose holds that dose until it is given or called off
 * (docs/decisions.md: reservations); an edit gives back what the record held before.
 */
export async function holdForPlanned(tx: Db, context: AppContext, session: Session, record: RecordRequest, eventId: string, edited: boolean): Promise<void> {
  if (edited) await releaseHeldFor(tx, session.organizationId, { eventId }, record.status === 'done' ? 'used' : 'cancelled', context.clock());
  if (!isMedicine(record) || record.status !== 'planned' || !record.packId || !record.dose) return;
  await holdStock(tx, context, session, { packId: record.packId, quantity: record.dose, eventId, plannedAt: new Date(record.occurredAt) }, 'dose');
}
