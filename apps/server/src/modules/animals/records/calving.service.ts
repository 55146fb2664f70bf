import type { RecordOf } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { calfSnapshot } from './records.present';
import {
  type AnimalRow,
  calvesHaveHistory,
  deleteAnimalRows,
  findAnimals,
  insertAnimalRows,
  latestServiceBefore,
  type RecordRow,
  recordsMadeByCalving,
  redateCalfAnimals,
  takenTags,
} from './records.repository';
import { type Actor, redateEvents } from '../../ledger/events.writer';
import { writeAnimalRecords } from './records.ledger';
import { CALF_IDS, MADE_BY_CALVING } from './records.rules';

export const tagTaken = (index: number) => new AppError(409, 'animals.tagNumberTaken', { param: `calves.${index}.tagNumber` });

/** Tag numbers must be new to the organisation, and differ from each other. */
async function checkCalfTags(db: Db, organizationId: string, calves: RecordOf<'calving'>['calves']): Promise<void> {
  const lowered = calves.map((calf) => calf.tagNumber.toLowerCase());
  const repeated = lowered.findIndex((tag, index) => lowered.indexOf(tag) !== index);
  if (repeated >= 0) {
    throw AppError.invalid([{ param: `calves.${repeated}.tagNumber`, key: 'animals.tagNumberTaken' }]);
  }
  const taken = await takenTags(db, organizationId, lowered);
  const first = lowered.findIndex((tag) => taken.has(tag));
  if (first >= 0) throw tagTaken(first);
}

/** Each calf's own activity: a calving registers animals, and deleting it unregisters them. */
async function logCalves(tx: Db, session: Session, ip: string, action: 'animal.create' | 'animal.delete', calves: AnimalRow[]): Promise<void> {
  for (const calf of calves) {
    const snapshot = calfSnapshot(calf);
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action,
      entityType: 'animal',
      entityId: calf.id,
      ...(action === 'animal.create' ? { after: snapshot } : { before: snapshot }),
      ipAddress: ip,
    });
  }
}

/** A calving whose sire is not the straw's: the service and the straw's sire, for a parentage test. */
export interface ParentageCheck {
  serviceId: string;
  semenSireId: string;
  semenCode: string | null;
}

/**
 * The conceiving service drew a straw of a known sire and the calving names another sire: the
 * calving is flagged for a parentage check (docs/decisions.md: insemination uses a straw).
 */
export function parentageCheckOf(service: RecordRow | undefined, sireId: string | null): ParentageCheck | null {
  const semenSireId = service?.details.semenSireId as string | undefined;
  if (!service || !semenSireId || !sireId || sireId === service.relatedAnimalId) return null;
  return { serviceId: service.id, semenSireId, semenCode: (service.details.semenCode as string | undefined) ?? null };
}

/**
 * Registers the calves of a calving on its dam. The sire is the one named, or else the one of the
 * dam's latest done service before the calving, which also says how the calf was conceived. A calf
 * is of its dam's species, of her breed only when the sire is of it too, and starts where she is:
 * on her farm, zone and group, by records marked as the calving's so deleting it undoes them.
 */
export async function registerCalves(
  tx: Db,
  session: Session,
  dam: AnimalRow,
  calving: RecordOf<'calving'>,
  calvingId: string,
  ip: string,
): Promise<{ calfIds: string[]; sireId: string | null; parentageCheck: ParentageCheck | null }> {
  await checkCalfTags(tx, session.organizationId, calving.calves);
  const at = new Date(calving.occurredAt);
  const service = await latestServiceBefore(tx, session.organizationId, dam.id, at);
  const sireId = calving.sireId ?? service?.relatedAnimalId ?? null;
  const [sire] = sireId ? await findAnimals(tx, session.organizationId, [sireId]) : [];
  const calves = await insertAnimalRows(
    tx,
    calving.calves.map((calf) => ({
      organizationId: session.organizationId,
      speciesId: dam.speciesId,
      speciesType: dam.speciesType,
      breedId: sire && sire.breedId === dam.breedId ? dam.breedId : null,
      gender: calf.gender,
      tagNumber: calf.tagNumber,
      nickname: calf.nickname ?? null,
      birthDate: calving.occurredAt.slice(0, 10),
      birthWeight: calf.birthWeight?.value ?? null,
      birthWeightUnit: calf.birthWeight?.unit ?? 'kg',
      birthEase: calving.birthEase,
      conceptionMethod: (service?.details.method as string | undefined) ?? null,
      birthFarmId: dam.farmId,
      damId: dam.id,
      sireId: sire?.id ?? null,
      twin: calving.calves.length > 1,
      createdBy: session.userId,
    })),
  );
  const placed = { status: 'done' as const, occurredAt: at, details: { [MADE_BY_CALVING]: calvingId } };
  const startingRecords = calves.flatMap((calf) => [
    ...(dam.farmId ? [{ ...placed, animalId: calf.id, type: 'movement' as const, farmId: dam.farmId, zoneId: dam.zoneId }] : []),
    ...(dam.groupId ? [{ ...placed, animalId: calf.id, type: 'groupChange' as const, groupId: dam.groupId }] : []),
  ]);
  await writeAnimalRecords(tx, { organizationId: session.organizationId, userId: session.userId, ip }, startingRecords);
  await logCalves(tx, session, ip, 'animal.create', calves);
  return { calfIds: calves.map((calf) => calf.id), sireId: sire?.id ?? null, parentageCheck: parentageCheckOf(service, sireId) };
}

export const calfIdsOf = (calving: RecordRow) => (calving.details[CALF_IDS] as string[] | undefined) ?? [];

/** Undoes a calving's calves, unless one has a life of its own since (records, offspring). */
export async function removeCalves(tx: Db, session: Session, calving: RecordRow, ip: string): Promise<void> {
  const calfIds = calfIdsOf(calving);
  if (await calvesHaveHistory(tx, session.organizationId, calfIds, calving.id)) throw new AppError(409, 'animals.calvesHaveRecords');
  await logCalves(tx, session, ip, 'animal.delete', await deleteAnimalRows(tx, session.organizationId, calfIds));
}

/** Moves what a calving wrote on its calves to the calving's new date and birth ease. */
export async function redateCalves(tx: Db, actor: Actor, calfIds: readonly string[], calvingId: string, at: Date, birthEase: string): Promise<void> {
  await redateCalfAnimals(tx, actor.organizationId, calfIds, at, birthEase);
  await redateEvents(tx, actor, await recordsMadeByCalving(tx, actor.organizationId, calfIds, calvingId), at);
}
