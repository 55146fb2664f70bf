import type { RecordOf, RecordRequest } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { drawnBy } from '../../drugs/administration/administration.repository';
import type { Session } from '../../sessions/authenticate';
import { findBatchStatus, findInseminator, type StrawSource, strawSources } from './insemination.repository';

type Service = RecordOf<'service'>;

/** What an insemination adds to each animal's service record: who and which straw, and the pack a done one draws from. */
export interface StrawUse {
  details: Record<string, unknown>;
  drawnFrom: string | null;
  quantity: { value: number; unit: string } | null;
  /** The herd sire the straw's batch was collected from, when he is an animal of the herd. */
  sireId: string | null;
}

export const STRAW = { value: 1, unit: 'straw' } as const;

const strawParam = (record: Service) => (record.semenPackId ? 'semenPackId' : 'semenBatchId');
const usesStraw = (record: Service) => Boolean(record.semenPackId || record.semenBatchId);

function requestProblems(record: Service): FieldProblem[] {
  if (!usesStraw(record)) return [];
  const problems: FieldProblem[] = [];
  if (record.method !== 'artificialInsemination') problems.push({ param: strawParam(record), key: 'semen.strawNeedsInsemination' });
  if (record.status === 'done' && !record.inseminatorId) problems.push({ param: 'inseminatorId', key: 'semen.inseminatorRequired' });
  return problems;
}

/** The inseminator named: the organisation's (404 on the field) and still working (422). */
async function inseminatorOf(tx: Db, organizationId: string, record: Service): Promise<Record<string, unknown>> {
  if (!record.inseminatorId) return {};
  const found = await findInseminator(tx, organizationId, record.inseminatorId);
  if (!found) throw new AppError(404, 'errors.notFound', { param: 'inseminatorId' });
  if (!found.active) throw AppError.invalid({ param: 'inseminatorId', key: 'semen.inseminatorInactive' });
  return { inseminatorId: found.id, inseminator: found.name };
}

const short = (param: string, available: number) =>
  new AppError(409, 'semen.tooManyStraws', { errors: [{ param, key: 'semen.tooManyStraws', params: { available: String(available) } }] });

/** The packs the straws come from, locked: of an approved batch (409), the organisation's (404). */
async function sourcesOf(tx: Db, organizationId: string, record: Service): Promise<StrawSource[]> {
  const param = strawParam(record);
  const sources = await strawSources(tx, organizationId, { packId: record.semenPackId, batchId: record.semenBatchId });
  if (sources.length === 0) {
    const batch = record.semenPackId ? undefined : await findBatchStatus(tx, organizationId, record.semenBatchId!);
    if (!batch) throw new AppError(404, 'errors.notFound', { param });
    if (batch.status === 'approved') throw short(param, 0);
  }
  const first = sources[0];
  if (record.semenPackId && record.semenBatchId && first!.batchId !== record.semenBatchId) throw AppError.invalid({ param: 'semenPackId', key: 'semen.packNotOfBatch' });
  if (first?.batchStatus !== 'approved') throw new AppError(409, 'semen.batchNotApproved', { param });
  return sources;
}

/**
 * One straw for each of `count` animals from the packs in order, each holding its stock plus what
 * the records being rewritten drew from it; null when they hold too few.
 */
export function allocateStraws(packs: readonly { id: string; straws: number }[], count: number): string[] | null {
  const taken: string[] = [];
  for (const pack of packs) {
    for (let left = Math.floor(pack.straws); left > 0 && taken.length < count; left -= 1) taken.push(pack.id);
  }
  return taken.length === count ? taken : null;
}

/**
 * An AI service on `animalIds` (docs/decisions.md: insemination uses a straw): the inseminator
 * named is the organisation's; a straw named by pack or batch is of an approved batch, the sire is
 * the batch's, and a done service draws one straw per animal, its record's quantity decrementing
 * the pack in the same write. Nothing for other record types.
 */
export async function inseminate(
  tx: Db,
  session: Session,
  record: RecordRequest,
  animalIds: readonly string[],
  options: { replacing?: readonly string[] } = {},
): Promise<Map<string, StrawUse>> {
  if (record.type !== 'service') return new Map();
  const problems = requestProblems(record);
  if (problems.length > 0) throw AppError.invalid(problems);
  const who = await inseminatorOf(tx, session.organizationId, record);
  const plain = (details: Record<string, unknown>, sireId: string | null = null): StrawUse => ({ details, drawnFrom: null, quantity: null, sireId });
  if (!usesStraw(record)) return new Map(animalIds.map((id) => [id, plain(who)]));
  const sources = await sourcesOf(tx, session.organizationId, record);
  const batch = sources[0]!;
  if (record.sireId && record.sireId !== batch.sireAnimalId) throw AppError.invalid({ param: 'sireId', key: 'semen.sireNotOfStraw', params: { sire: batch.sireName } });
  const named = { ...who, semenBatchId: batch.batchId, batch: batch.batchCode, semenSireId: batch.sireId, semenCode: batch.naabCode ?? batch.sireName };
  if (record.status !== 'done') return new Map(animalIds.map((id) => [id, plain({ ...named, semenPackId: record.semenPackId ?? null }, batch.sireAnimalId)]));
  const packs = [];
  for (const source of sources) {
    packs.push({ id: source.packId, straws: Number(source.straws ?? 0) + (await drawnBy(tx, session.organizationId, options.replacing ?? [], source.packId)) });
  }
  const taken = allocateStraws(packs, animalIds.length);
  if (!taken) throw short(strawParam(record), packs.reduce((sum, pack) => sum + pack.straws, 0));
  return new Map(
    animalIds.map((id, index) => [id, { details: { ...named, semenPackId: taken[index] }, drawnFrom: taken[index]!, quantity: STRAW, sireId: batch.sireAnimalId }]),
  );
}
